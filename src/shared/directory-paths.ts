/**
 * The directory's page size: the server's routes, the contracts and the directory screen use it alike
 * (kept apart from the index, which imports the contracts' types). The canonical address of the first
 * results is contracts/public-directory.ts's directoryResultsPath.
 */

/** Cards per page of the directory, and the most one cards call may ask for. */
export const DIRECTORY_PAGE_SIZE = 9;
