// What the kubeconfig service's steps share (kubeconfig-service.ts, kubeconfig-download.ts): the
// service's options and what is derived from them once.
import type { BackendCaller } from '../auth/backend-calls.ts';
import type {
  BackendFetchOptions,
  BackendTarget,
  BackendTransport,
} from '../gateway/backend-fetch.ts';
import type { OrgRegistry } from '../orgs/org-registry.ts';
import type { SecretStore } from '../secrets/secret-store.ts';

export interface KubeconfigServiceOptions {
  registry: OrgRegistry;
  secrets: SecretStore;
  target: (orgId: string) => Promise<BackendTarget>;
  /** The org's `Authorization` value, for a request to `target` (refused for any other). */
  credential: (orgId: string, target: BackendTarget) => Promise<string | null>;
  onUnauthorized: (orgId: string) => void;
  transport: BackendTransport;
  fetchOptions?: BackendFetchOptions;
  /** The user's home folder (tests pass a temp dir): its `.kube/config` is never replaced. */
  homeDir: string;
  /** The fixed folder of exports when there is no save dialog (browser mode): `<user data>/kubeconfigs`. */
  exportDir: string;
  /**
   * Asks the user where to save (Electron's native save dialog, electron/adapters); null when they
   * cancel. Absent in browser mode, where the file goes to `exportDir`.
   */
  chooseExportPath?: ((defaultPath: string) => Promise<string | null>) | undefined;
  platform?: NodeJS.Platform;
  now?: () => Date;
}

/** What the service's steps share: its options and what is derived from them once. */
export interface KubeconfigContext {
  options: KubeconfigServiceOptions;
  registry: OrgRegistry;
  secrets: SecretStore;
  caller: BackendCaller;
  now: () => Date;
  exportDir: string;
  platform: NodeJS.Platform;
  userKubeconfig: string;
}
