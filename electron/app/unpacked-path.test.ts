import { describe, expect, it } from 'vitest';
import { unpackedPath } from './unpacked-path.ts';

describe('unpackedPath', () => {
  it('points a path inside app.asar at app.asar.unpacked', () => {
    expect(
      unpackedPath('/opt/Mission Control Desktop/resources/app.asar/out/sandbox-template', '/'),
    ).toBe('/opt/Mission Control Desktop/resources/app.asar.unpacked/out/sandbox-template');
    expect(
      unpackedPath('C:\\Program Files\\MCD\\resources\\app.asar\\out\\sandbox-template', '\\'),
    ).toBe('C:\\Program Files\\MCD\\resources\\app.asar.unpacked\\out\\sandbox-template');
    expect(unpackedPath('/r/resources/app.asar', '/')).toBe('/r/resources/app.asar.unpacked');
  });

  it('leaves other paths alone, including ones already unpacked', () => {
    expect(unpackedPath('/repo/out/sandbox-template', '/')).toBe('/repo/out/sandbox-template');
    expect(unpackedPath('/r/app.asar.unpacked/out/x', '/')).toBe('/r/app.asar.unpacked/out/x');
    expect(unpackedPath('/r/my-app.asarx/out', '/')).toBe('/r/my-app.asarx/out');
    expect(unpackedPath('/r/myapp.asar/out', '/')).toBe('/r/myapp.asar/out');
  });
});
