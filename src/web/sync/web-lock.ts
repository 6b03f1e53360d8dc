/**
 * Runs `work` while holding the browser's lock `name` (Web Locks): one tab of the browser at a
 * time, the others waiting their turn. Where the browser has no Web Locks it simply runs.
 */
export async function underLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return work();
  return locks.request(name, work) as Promise<T>;
}
