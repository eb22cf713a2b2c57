// Child process of unhandled-rejection.test.ts: main's guard and log file, then a background task
// that fails with a secret in its message and nobody handling it; "alive" once it has passed.
import { logUnhandledRejections } from '../../../electron/app/process-guards.ts';
import { openLogFile } from '../../../electron/logging/log-file.ts';

const [logDir, guarded] = process.argv.slice(2);
const appLog = openLogFile({ dir: logDir! });
if (guarded === 'guarded') logUnhandledRejections(appLog.log);
void Promise.reject(new Error('refresh failed for Authorization: Bearer sekrit-token-123'));
setTimeout(() => {
  process.stdout.write('alive\n');
  void appLog.close().then(() => process.exit(0));
}, 200);
