// `npm run dev`: the API server (tsx watch, PGlite in .data/) and the Vite dev server with hot reload,
// which proxies /api, /hubs, /theme.css and /assets to the API server. Ctrl-C stops both.
import { spawn } from 'node:child_process';

const apiPort = process.env.PORT ?? '8080';
const children = [
  spawn('npm', ['run', 'dev', '-w', '@cabkit/server'], { stdio: 'inherit', env: { ...process.env, PORT: apiPort } }),
  spawn('npm', ['run', 'dev', '-w', '@cabkit/web'], {
    stdio: 'inherit',
    env: { ...process.env, CABKIT_API: `http://localhost:${apiPort}` },
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    if (code && code !== 0) {
      stop();
      process.exitCode = code;
    }
  });
}
