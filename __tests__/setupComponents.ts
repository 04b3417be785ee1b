import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// react-dom/server (content components render to static HTML) needs these; jsdom lacks them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
