import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local.js';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'seva-uploads-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('local storage', () => {
  it('writes the file under its root and answers /uploads/<key>', async () => {
    const storage = createLocalStorage(root);
    const url = await storage.put('products/x-abc.webp', Buffer.from('webp bytes'), 'image/webp');
    expect(url).toBe('/uploads/products/x-abc.webp');
    expect(await readFile(join(root, 'products/x-abc.webp'), 'utf8')).toBe('webp bytes');
  });

  it('reads a stored file back with the content type of its extension; a missing key is null', async () => {
    const storage = createLocalStorage(root);
    await storage.put('milan/m1/p-abc-320.avif', Buffer.from('avif bytes'), 'image/avif');
    const stored = await storage.get('milan/m1/p-abc-320.avif');
    expect(stored?.body.toString()).toBe('avif bytes');
    expect(stored?.contentType).toBe('image/avif');
    await storage.put('products/x-abc.webp', Buffer.from('webp'), 'image/webp');
    expect((await storage.get('products/x-abc.webp'))?.contentType).toBe('image/webp');
    expect(await storage.get('milan/m1/gone.webp')).toBeNull();
  });

  it('removes the file, and removing a missing key is not an error', async () => {
    const storage = createLocalStorage(root);
    await storage.put('products/x-abc.webp', Buffer.from('x'), 'image/webp');
    await storage.remove('products/x-abc.webp');
    await expect(stat(join(root, 'products/x-abc.webp'))).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(storage.remove('products/x-abc.webp')).resolves.toBeUndefined();
  });

  it.each(['../escape.webp', '/etc/passwd', 'products/../../escape', 'products\\x.webp', 'x.webp', 'products//x'])(
    'refuses the unsafe key %s and writes nothing',
    async (key) => {
      const storage = createLocalStorage(join(root, 'uploads'));
      await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(/unsafe storage key/);
      await expect(storage.remove(key)).rejects.toThrow(/unsafe storage key/);
      await expect(storage.get(key)).rejects.toThrow(/unsafe storage key/);
      await expect(stat(join(root, 'uploads'))).rejects.toMatchObject({ code: 'ENOENT' });
    },
  );
});
