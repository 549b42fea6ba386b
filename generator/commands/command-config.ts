/**
 * The config a command runs on: `--config <file>`, else the current folder's revforge.config.*. A config that is not
 * there is a problem of the arguments (exit 2, the usage says what to give); a config that is there but wrong is a
 * ConfigError naming the field (exit 1).
 */
import { ConfigError, ConfigNotFoundError, loadConfig, type ResolvedConfig } from "../config/index.js";
import { UsageError } from "../cli-args.js";

export async function commandConfig(file: string | undefined): Promise<ResolvedConfig> {
  try {
    return await loadConfig({ file });
  } catch (error) {
    if (error instanceof ConfigNotFoundError) throw new UsageError(error.detail);
    if (error instanceof ConfigError && file !== undefined && /not found$/.test(error.detail))
      throw new UsageError(`--config ${file}: ${error.detail}`);
    throw error;
  }
}
