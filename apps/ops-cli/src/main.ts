import { runCli } from './run-cli';

// `npm run ops -- <command> [options]`
process.exitCode = await runCli(process.argv.slice(2));
