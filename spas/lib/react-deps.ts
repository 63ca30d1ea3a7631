/**
 * The adapter for React, ReactDOM and wouter (docs/requirements.md#design-7-tests, after wouter's `react-deps.js`). SPAs, the UI
 * kit and the session module's React binding import React, ReactDOM and wouter only through this file,
 * so swapping a version or a library touches one place. (esbuild's automatic JSX runtime imports
 * `react/jsx-runtime` itself; that is a compiler detail, not an import of ours.)
 */
export {
  StrictMode,
  Fragment,
  Component,
  createContext,
  startTransition,
  useCallback,
  useContext,
  useDeferredValue,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
export type {
  AnchorHTMLAttributes,
  ButtonHTMLAttributes,
  ComponentType,
  DependencyList,
  InputHTMLAttributes,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
  ErrorInfo,
  FormEvent,
  KeyboardEvent,
  MouseEvent,
  ReactNode,
  Ref,
  RefObject,
} from 'react';
export { createRoot } from 'react-dom/client';
export type { Root } from 'react-dom/client';
export { Router, Link as RouterLink, useLocation, useSearch } from 'wouter';
