// Which theme the console shows: the user's setting, or the operating system's when it is
// 'system' (the default).
export type Theme = 'light' | 'dark';
export type ThemeSetting = 'system' | 'light' | 'dark';

export function resolveTheme(setting: ThemeSetting, systemIsDark: boolean): Theme {
  if (setting === 'system') return systemIsDark ? 'dark' : 'light';
  return setting;
}
