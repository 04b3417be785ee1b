// An effect that runs after React has rendered and before the browser paints: a layout effect in the
// browser. Layout effects do not run on the server, where React warns when they are used.
import { useEffect, useLayoutEffect } from 'react';

export const useBeforePaint = typeof window === 'undefined' ? useEffect : useLayoutEffect;
