import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from './save-file';

describe('saveFile', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('clicks a detached download link to an object URL of the contents, and revokes the URL after the click', async () => {
    vi.useFakeTimers();
    const created: Blob[] = [];
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:file';
    });
    const revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});

    saveFile('BEGIN:VCALENDAR', 'text/calendar;charset=utf-8', 'puja-SV-1.ics');

    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(created[0]?.type).toBe('text/calendar;charset=utf-8');
    expect(await created[0]?.text()).toBe('BEGIN:VCALENDAR');
    const link = clicked.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('puja-SV-1.ics');
    expect(link.href).toBe('blob:file');
    expect(link.isConnected).toBe(false);
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:file');
  });
});
