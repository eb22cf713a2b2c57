// Types of scripts/launch.js (plain JavaScript so it runs on any Node), for its unit test.
export declare const MINIMUM: { major: number; minor: number };
export declare function parseVersion(
  text: string,
): { major: number; minor: number; patch: number } | null;
export declare function isRecentEnough(version: string): boolean;
export declare function nodeSources(
  version: string,
  platform: string,
  arch: string,
): { npmPackage: string; npmFolder: string; archiveUrl: string; archiveFolder: string } | null;
export declare function nodeExecutable(folder: string, platform: string): string | null;
