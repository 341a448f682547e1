import { enableCompileCache } from 'node:module';

// Node keeps the code it compiles (V8's code cache) in a folder of the system's temporary files
// (NODE_COMPILE_CACHE names another; NODE_DISABLE_COMPILE_CACHE=1 turns it off), so a later start
// skips compiling the bundle's megabytes again. The server is imported after, so it is cached.
enableCompileCache();
await import('./start.ts');
