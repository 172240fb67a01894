/**
 * node:util parseArgs's refusal as a sentence for the person at the terminal: its advice on
 * positionals ("To specify a positional argument ... use --") is for programs, not for them.
 */
export const parseArgsMessage = (error: unknown): string => `${(error as Error).message.replace(/\. To specify a positional.*$/s, '')}.`;
