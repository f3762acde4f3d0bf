export const MINIMUM_NODE: string;
export const PRODUCTION_NODE_MAJOR: number;
export function isAtLeast(version: string, minimum?: string): boolean;
export function registryNode(major: number, log?: (message: string) => void): string;
export function supportedNode(log?: (message: string) => void): string;
