/**
 * Drives the import screen: each step (a file chosen, a column changed, Import pressed) updates
 * the state and sends the request it calls for. A newer request stops the one before it, so a
 * quick run of mapping changes shows the answer to the last one only.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { sendCatalog, useRefreshAfterImport } from '../../api/catalog';
import { importReducer, mappingToSend, START, type ImportEvent, type ImportState } from './import-flow';
import type { HeaderChoice } from './import-mapping';
import type { ImportDefaults } from '../../api/catalog';

const isAbort = (err: unknown) => err instanceof DOMException && err.name === 'AbortError';

export function useCatalogImport() {
  const [state, setState] = useState<ImportState>(START);
  // The state as of the last event, for a request sent in the same handler that changed it.
  const current = useRef<ImportState>(START);
  const inFlight = useRef<AbortController | null>(null);
  const refresh = useRefreshAfterImport();

  const apply = useCallback((event: ImportEvent) => {
    current.current = importReducer(current.current, event);
    setState(current.current);
    return current.current;
  }, []);

  const send = useCallback(
    async (next: ImportState) => {
      inFlight.current?.abort();
      if (!next.file || !next.busy) return;
      const controller = new AbortController();
      inFlight.current = controller;
      const dryRun = next.busy.kind === 'check';
      try {
        const result = await sendCatalog({
          file: next.file,
          mapping: mappingToSend(next),
          defaults: next.defaults,
          dryRun,
          signal: controller.signal,
          onProgress: (progress) => {
            if (!controller.signal.aborted) apply({ type: 'progress', progress });
          },
        });
        if (controller.signal.aborted) return;
        apply({ type: 'answered', result });
        if (!dryRun && result.errors.length === 0) void refresh();
      } catch (err) {
        if (!isAbort(err) && !controller.signal.aborted) apply({ type: 'failed', error: err });
      } finally {
        if (inFlight.current === controller) inFlight.current = null;
      }
    },
    [apply, refresh],
  );

  // Leaving the screen stops an upload nobody will see the answer to.
  useEffect(() => () => inFlight.current?.abort(), []);

  return {
    state,
    chooseFile: (file: File) => void send(apply({ type: 'chose-file', file })),
    chooseColumn: (index: number, column: HeaderChoice) => void send(apply({ type: 'chose-column', index, column })),
    chooseDefaults: (defaults: ImportDefaults) => {
      const before = current.current;
      const next = apply({ type: 'chose-defaults', defaults });
      if (next.busy && next.busy !== before.busy) void send(next);
    },
    startImport: () => {
      const before = current.current;
      const next = apply({ type: 'importing' });
      if (next !== before) void send(next);
    },
    startOver: () => {
      inFlight.current?.abort();
      apply({ type: 'start-over' });
    },
  };
}
