import { AppError } from '../errors/app-error.ts';

/** A configuration variable with a bad value (CONFIG_INVALID): the process stops with one line naming it. */
export class ConfigError extends AppError<'CONFIG_INVALID'> {
  readonly variable: string;
  constructor(variable: string, message: string) {
    super('CONFIG_INVALID', `${variable}: ${message}`);
    this.name = 'ConfigError';
    this.variable = variable;
  }
}
