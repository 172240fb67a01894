// Types of cluster.mjs for the TypeScript that drives it (cluster/ tests, bench-api's surge case).
import type { ChildProcess } from 'node:child_process';

export interface ClusterApi {
  index: number;
  port: number;
  url: string;
  logFile: string;
  child: ChildProcess;
  down: boolean;
}

export interface Cluster {
  url: string;
  listenPort: number;
  dir: string;
  apis: ClusterApi[];
  mail?: { smtpUrl: string; webUrl: string; child: ChildProcess };
  nginx: ChildProcess;
  takeOut(api: ClusterApi): Promise<void>;
  putBack(api: ClusterApi): Promise<void>;
  start(api: ClusterApi): Promise<void>;
  rollingRestart(options?: { onStep?: (line: string) => void }): Promise<void>;
  stop(): Promise<void>;
}

export interface StartClusterOptions {
  databaseUrl: string;
  dir: string;
  processes?: number;
  listen?: string;
  apiPorts?: number[];
  env?: Record<string, string>;
  mailPorts?: { smtp: number; web: number } | false;
  upstreamHeader?: boolean;
  publicUrl?: string;
  log?: (line: string) => void;
}

export const NGINX_BIN: string;
/** A port free right now on 127.0.0.1. */
export function freePort(): Promise<number>;
export function startCluster(options: StartClusterOptions): Promise<Cluster>;
