export function indexText(dir?: string): string;
