// How a channel name `area:verb` splits into the preload's `window.desktop[area][verb]`. Its own
// module without schemas, so the renderer's start-up transport can use it before the contract's
// zod schemas are evaluated.
export function splitChannel(name: string): { area: string; verb: string } {
  const [area = '', verb = ''] = name.split(':');
  return { area, verb };
}
