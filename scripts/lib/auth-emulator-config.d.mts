// Types of auth-emulator-config.mjs for the TypeScript that starts the emulator (the API tests).
export function writeAuthEmulatorConfig(dir: string, port: number): string;
export function authEmulatorEnv(env?: NodeJS.ProcessEnv): Record<string, string>;
