/** The environment as given: every variable a string or unset. */
export type Env = Record<string, string | undefined>;

/** How one variable is read from the whole environment; throws a sentence that names the variable and says what it should be. */
export type Rule<T> = (env: Env) => T;

/** The value with spaces trimmed; unset or blank: undefined. */
export const given = (env: Env, name: string): string | undefined => env[name]?.trim() || undefined;

export const text =
  (name: string): Rule<string | undefined> =>
  (env) =>
    given(env, name);

export const textOr =
  (name: string, fallback: string): Rule<string> =>
  (env) =>
    given(env, name) ?? fallback;

/** A port from 0 to 65535 (0: any free one, or "not started" where the variable says so). */
export function port(name: string, fallback: number): Rule<number> {
  return (env) => {
    const configured = given(env, name);
    if (!configured) return fallback;
    const value = Number(configured);
    if (!Number.isInteger(value) || value < 0 || value > 65_535) throw new Error(`${name} must be a port number from 0 to 65535, not "${configured}".`);
    return value;
  };
}

/** A full address; unset: undefined. */
export function url(name: string, example = 'https://portal.example.gov'): Rule<string | undefined> {
  return (env) => {
    const configured = given(env, name);
    if (!configured) return undefined;
    if (!URL.canParse(configured)) throw new Error(`${name} must be a full address such as ${example}, not "${configured}".`);
    return configured;
  };
}

/** A whole number from `min` to `max`, said in `unit` ("a whole number of milliseconds from 0 to 29999"). */
export function wholeNumber(name: string, { min, max, fallback, unit = '' }: { min: number; max: number; fallback: number; unit?: string }): Rule<number> {
  return (env) => {
    const configured = given(env, name);
    if (!configured) return fallback;
    const value = Number(configured);
    if (!Number.isInteger(value) || value < min || value > max) {
      throw new Error(`${name} must be a whole number${unit ? ` of ${unit}` : ''} from ${min} to ${max}, not "${configured}".`);
    }
    return value;
  };
}

/** A number above 0, at most `max`, in `unit`: fractions allowed. */
export function positiveNumber(name: string, { max, fallback, unit, upTo }: { max: number; fallback: number; unit: string; upTo: string }): Rule<number> {
  return (env) => {
    const configured = given(env, name);
    if (!configured) return fallback;
    const value = Number(configured);
    if (!Number.isFinite(value) || value <= 0 || value > max) throw new Error(`${name} must be a number of ${unit} above 0 (at most ${upTo}), not "${configured}".`);
    return value;
  };
}

/** One of a few words, any case; unset: what `fallback` says from the rest of the environment. */
export function oneOf<T extends string>(name: string, choices: readonly T[], fallback: (env: Env) => T): Rule<T> {
  return (env) => {
    const configured = given(env, name)?.toLowerCase();
    if (!configured) return fallback(env);
    if ((choices as readonly string[]).includes(configured)) return configured as T;
    throw new Error(`${name} must be ${choices.map((choice) => `"${choice}"`).join(' or ')}, not "${env[name]}".`);
  };
}
