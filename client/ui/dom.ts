/**
 * A tiny element builder, so DOM screens read as a tree instead of a list of
 * createElement/setAttribute calls. Attributes go through setAttribute (so `data-testid`,
 * `aria-*` and `for` work as written); `on*` functions become listeners.
 */
type Child = Node | string | number | null | undefined | false;
type Attrs = Record<string, string | number | boolean | null | undefined | EventListener>;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: (Child | Child[])[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (typeof value === 'function') {
      el.addEventListener(key.replace(/^on/, '').toLowerCase(), value);
    } else if (key === 'value' && 'value' in el) {
      (el as HTMLInputElement).value = String(value);
    } else if (key === 'checked' && el instanceof HTMLInputElement) {
      el.checked = value === true;
    } else {
      el.setAttribute(key, value === true ? '' : String(value));
    }
  }
  append(el, children);
  return el;
}

function append(el: HTMLElement, children: (Child | Child[])[]): void {
  for (const child of children) {
    if (Array.isArray(child)) append(el, child);
    else if (child instanceof Node) el.appendChild(child);
    else if (child !== null && child !== undefined && child !== false) el.appendChild(document.createTextNode(String(child)));
  }
}

/** Replaces every child of `el`. */
export function setChildren(el: HTMLElement, ...children: (Child | Child[])[]): void {
  el.replaceChildren();
  append(el, children);
}

/** Copies text to the clipboard, falling back to a selection for insecure origins. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = h('textarea', { 'aria-hidden': 'true', class: 'offscreen' }, text);
    document.body.appendChild(area);
    area.select();
    const done = document.execCommand('copy');
    area.remove();
    return done;
  }
}
