// A link is followed inside the app only for a plain left click on a link that opens here: a middle
// click, a modifier (new tab, new window, download) or target=_blank is the browser's, as on any site.

export interface ClickFacts {
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
}

export function isPlainClick(click: ClickFacts, target: string | undefined): boolean {
  return (
    !click.defaultPrevented &&
    click.button === 0 &&
    (!target || target === '_self') &&
    !(click.metaKey || click.altKey || click.ctrlKey || click.shiftKey)
  );
}
