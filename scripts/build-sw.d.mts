import type { Plugin } from 'vite';

export declare const SERVICE_WORKER_FILE: string;
export declare function buildServiceWorker(options?: {
  distDir?: string;
  log?: (message: string) => void;
}): Promise<{ count: number; size: number }>;
export declare function serviceWorkerPlugin(): Plugin;
