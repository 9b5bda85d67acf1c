import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalPrivateFiles } from './local.js';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'seva-private-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('local private files', () => {
  it('stores a file under its root readable by the server only, and gives back its bytes and type', async () => {
    const files = createLocalPrivateFiles(root);
    await files.put('verifications/abc/0f1e-document.jpg', Buffer.from('jpeg bytes'), 'image/jpeg');
    expect(await files.get('verifications/abc/0f1e-document.jpg')).toEqual({
      body: Buffer.from('jpeg bytes'),
      contentType: 'image/jpeg',
    });
    const mode = (await stat(join(root, 'verifications/abc/0f1e-document.jpg'))).mode & 0o777;
    expect(mode & 0o077).toBe(0);
  });

  it('answers null for a key never stored', async () => {
    expect(await createLocalPrivateFiles(root).get('verifications/abc/none.jpg')).toBeNull();
  });

  it('removes the file and its type, and removing a missing key is not an error', async () => {
    const files = createLocalPrivateFiles(root);
    await files.put('verifications/abc/x.jpg', Buffer.from('x'), 'image/jpeg');
    await files.remove('verifications/abc/x.jpg');
    expect(await files.get('verifications/abc/x.jpg')).toBeNull();
    expect(await readdir(join(root, 'verifications/abc'))).toEqual([]);
    await expect(files.remove('verifications/abc/x.jpg')).resolves.toBeUndefined();
  });

  it.each(['../escape.jpg', '/etc/passwd', 'verifications/../../escape', 'verifications\\x.jpg', 'x.jpg'])(
    'refuses the unsafe key %s and touches nothing',
    async (key) => {
      const files = createLocalPrivateFiles(join(root, 'private'));
      await expect(files.put(key, Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/unsafe storage key/);
      await expect(files.get(key)).rejects.toThrow(/unsafe storage key/);
      await expect(files.remove(key)).rejects.toThrow(/unsafe storage key/);
      await expect(stat(join(root, 'private'))).rejects.toMatchObject({ code: 'ENOENT' });
    },
  );
});
