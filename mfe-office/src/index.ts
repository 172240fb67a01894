// Async boundary for the standalone harness; the site itself loads ./routes through the shell.
import('./harness');
