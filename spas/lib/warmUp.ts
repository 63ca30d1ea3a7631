const warmed = new Set<string>();

/**
 * Has the browser fetch `files` into its cache at the lowest priority (`<link rel="prefetch">`), each once per page:
 * for what the next page will load (the login page warms the signed-in homes' code while the user types, so
 * the home's document finds it cached). Same-origin `/assets/` files only; their names are content-hashed and
 * cached as immutable, so a warmed copy is exactly what the next page asks for.
 */
export function warmUp(files: readonly string[]): void {
  for (const href of files) {
    if (warmed.has(href) || !href.startsWith('/assets/')) continue;
    warmed.add(href);
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    link.as = href.endsWith('.css') ? 'style' : 'script';
    document.head.append(link);
  }
}
