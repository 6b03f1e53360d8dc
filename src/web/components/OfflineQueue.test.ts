import { describe, expect, it } from 'vitest';
import { offlineQueueLabel } from './OfflineQueue';

describe('the header’s words for sales kept on the device', () => {
  it('counts what waits, then what the server refused', () => {
    expect(offlineQueueLabel(1, 0)).toBe('Offline: 1 sale waiting');
    expect(offlineQueueLabel(5, 0)).toBe('Offline: 5 sales waiting');
    expect(offlineQueueLabel(2, 1)).toBe('Offline: 2 sales waiting, 1 refused');
    expect(offlineQueueLabel(0, 1)).toBe('Offline: 1 sale refused');
    expect(offlineQueueLabel(0, 3)).toBe('Offline: 3 sales refused');
  });
});
