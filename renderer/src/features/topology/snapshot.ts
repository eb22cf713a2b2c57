// The snapshot zip (spec 2 §2, §8): fetched from the backend and saved as a download. In browser
// mode the browser saves it; in Electron the download asks where to save it with the OS's save
// dialog (main's download handler). Any failure reads 'Error downloading file'.
import { downloadSnapshot } from '../../api/services/topology.ts';
import { showToast } from '../../components/toaster/toaster.ts';
import { downloadBlob } from '../../lib/export/download.ts';

export const SNAPSHOT_ERROR = 'Error downloading file';

export async function saveSnapshot(orgId: string, componentId: string): Promise<void> {
  try {
    const { blob, fileName } = await downloadSnapshot(orgId, componentId);
    downloadBlob(blob, fileName);
  } catch (error) {
    console.warn('Snapshot download failed', error);
    void showToast(SNAPSHOT_ERROR, 'danger');
  }
}
