// React, its DOM renderer and the router, evaluated a task ahead of the app (see src/main.tsx).
import 'react';
import 'react-dom/client';
import '@tanstack/react-router';
