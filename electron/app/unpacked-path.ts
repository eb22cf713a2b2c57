// Files listed in electron-builder.yml's asarUnpack live beside the archive, in app.asar.unpacked;
// paths computed from the bundle's own location still point inside app.asar. Electron's fs reads
// (and, since Electron 45, copies) from inside the archive, so the path works either way — but a
// plain-folder copy, a utility process or an external program needs the real file: this turns the
// archive path into the unpacked one. Paths outside an archive (development) come back unchanged.
import path from 'node:path';

export function unpackedPath(p: string, sep: string = path.sep): string {
  const inside = `${sep}app.asar${sep}`;
  if (p.includes(inside)) return p.replace(inside, `${sep}app.asar.unpacked${sep}`);
  // The archive itself as the last segment: its unpacked twin.
  return p.endsWith(`${sep}app.asar`) ? `${p}.unpacked` : p;
}
