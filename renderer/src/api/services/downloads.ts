// "Save to file" in Electron (`downloads:saveResponse`): main repeats a read the page could not
// receive (above its size cap) and streams it to the file the user picks; browser mode downloads
// the same read from the host instead (lib/export/save-response.ts).
import { invoke } from '../../lib/bridge.ts';

export const saveResponseToFile = (request: { orgId: string; path: string; fileName: string }) =>
  invoke('downloads:saveResponse', request);
