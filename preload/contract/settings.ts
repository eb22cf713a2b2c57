// Channels of the `settings` area: user preferences kept by main (electron-store / conf).
// Only main writes the file; renderers send intents (`settings:set` with a partial patch).
import { z } from 'zod';
import { channel } from './define.ts';
import { DEFAULT_CACHE_MAX_AGE_DAYS } from './settings-defaults.ts';

export const ThemeSchema = z.enum(['system', 'light', 'dark']);

export const SettingsSchema = z.object({
  theme: ThemeSchema.default('system'),
  sidebarCollapsed: z.boolean().default(false),
  /** Cached data older than this many days is discarded. */
  cacheMaxAgeDays: z.number().int().min(1).max(90).default(DEFAULT_CACHE_MAX_AGE_DAYS),
  window: z
    .object({
      x: z.number().int().optional(),
      y: z.number().int().optional(),
      width: z.number().int().min(400).max(20000),
      height: z.number().int().min(300).max(20000),
      maximized: z.boolean().default(false),
    })
    .optional(),
});
export type Settings = z.infer<typeof SettingsSchema>;

export const SettingsPatchSchema = z
  .object({
    theme: ThemeSchema,
    sidebarCollapsed: z.boolean(),
    cacheMaxAgeDays: z.number().int().min(1).max(90),
  })
  .partial()
  .strict();
export type SettingsPatch = z.infer<typeof SettingsPatchSchema>;

export const settingsChannels = {
  'settings:get': channel({ request: z.object({}).strict(), response: SettingsSchema }),
  'settings:set': channel({ request: SettingsPatchSchema, response: SettingsSchema }),
};
