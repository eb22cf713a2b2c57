// Channels of the `downloads` area. "Save to file" in Electron (reliability row 12): a read whose
// answer is above what the gateway hands the page is repeated by main, which asks where to save in
// the native dialog and streams the answer to that file; the page never receives the body.
// Browser mode does the same through a download from the host (DOWNLOAD_PATH_PREFIX).
import { z } from 'zod';
import { channel } from './define.ts';
import { OrgIdSchema } from './orgs.ts';

export const SaveResponseResultSchema = z.object({
  /** False when the user closed the save dialog. */
  saved: z.boolean(),
  path: z.string().nullable(),
  bytes: z.number().int().nonnegative(),
});
export type SaveResponseResult = z.infer<typeof SaveResponseResultSchema>;

export const downloadsChannels = {
  /** Streams `GET <path>` of the org (a UI path, `/api/…?…`) to a file the user picks. */
  'downloads:saveResponse': channel({
    request: z
      .object({
        orgId: OrgIdSchema,
        path: z
          .string()
          .max(16_384)
          .regex(/^\/api(\/|\?|$)/),
        fileName: z.string().trim().min(1).max(255),
      })
      .strict(),
    response: SaveResponseResultSchema,
  }),
};
