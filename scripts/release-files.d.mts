// Types of scripts/release-files.mjs for the unit tests.
export function productionPackages(root: string, dependencies: string[]): string[];
export function prunable(name: string, isDirectory: boolean): boolean;
export function sizeOnDisk(dir: string): number;
