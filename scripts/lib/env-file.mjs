/**
 * The one reader of the `.env` file, used the same way by the build (integrations/portfolio.mjs), the
 * server (server.mjs) and the scripts (npm run agents, npm run import), so that a value set there
 * reaches all of them alike. Variables already in the environment win over the file.
 *
 * `PORTFOLIO_ENV_FILE` names another file; set it to an empty string to read none (the tests do).
 * Node's own parser (`process.loadEnvFile`) reads the file: `KEY=value` lines, `#` comments,
 * quoted values.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/** Loads the env file into `env` (default process.env); returns its path, or null when none was read. */
export function loadEnvFile(env = process.env, cwd = process.cwd()) {
  const configured = env.PORTFOLIO_ENV_FILE;
  if (configured !== undefined && configured.trim() === '') return null;
  const path = resolve(cwd, configured?.trim() || '.env');
  if (!existsSync(path)) {
    if (configured) throw new Error(`PORTFOLIO_ENV_FILE names ${path}, which does not exist`);
    return null;
  }
  if (env === process.env) process.loadEnvFile(path);
  else {
    const { parseEnv } = process.getBuiltinModule('node:util');
    const { readFileSync } = process.getBuiltinModule('node:fs');
    for (const [key, value] of Object.entries(parseEnv(readFileSync(path, 'utf8')))) if (env[key] === undefined) env[key] = value;
  }
  return path;
}
