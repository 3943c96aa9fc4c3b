export declare const SERVER_NAMES: readonly ['api', 'bff'];
export declare function serverEntry(name: 'api' | 'bff'): string;
export declare function isOutdated(name: 'api' | 'bff'): boolean;
export declare function buildServers(options?: {
  names?: readonly ('api' | 'bff')[];
  onlyIfOutdated?: boolean;
}): Promise<('api' | 'bff')[]>;
