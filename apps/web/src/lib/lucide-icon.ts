// What the web build puts in place of lucide-react's `createLucideIcon` (vite.config.ts points every
// icon module's import of it here; decision 065). lucide-react stays the library of the icons: their
// drawings, names and types are its own. Only the component that draws one is ours: lucide's passes
// each icon through two forwardRefs, a context, and on every render rebuilds its attributes from an
// Object.entries reduce, a Set of classes split by a regular expression and four object spreads. That
// was 21-28 ms of /restaurants' first render on a phone's CPU (4x), for the dozen icons it draws. This
// one builds the fixed part once per icon and, per render, one attributes object. It draws exactly
// lucide's markup for every prop lucide takes (size, color, strokeWidth, absoluteStrokeWidth,
// nonScalingStroke, className, children, aria-*, role, title and any SVG attribute): a test holds it to
// lucide's own output for every icon the app draws and for random props (lucide-icon.test.ts). Not
// kept: LucideProvider's defaults (the app sets none) and a ref to the <svg> (the app takes none).
import { createElement, type ReactNode, type SVGProps } from 'react';

type IconNode = readonly (readonly [tag: string, attributes: Record<string, string | number>])[];

interface IconData {
  name: string;
  node: IconNode;
  size?: number;
  aliases?: readonly string[];
}

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  size?: number | string;
  absoluteStrokeWidth?: boolean;
  nonScalingStroke?: boolean;
  children?: ReactNode;
}

const SIZE = 24;

/** An accessible name or role given: the icon speaks, else screen readers skip it (lucide's rule). */
function speaks(props: Record<string, unknown>): boolean {
  for (const name in props) {
    if ((name.startsWith('aria-') || name === 'role' || name === 'title') && props[name] != null) return true;
  }
  return false;
}

export default function createLucideIcon(data: IconData) {
  const viewBox = `0 0 ${data.size ?? SIZE} ${data.size ?? SIZE}`;
  const iconClass = ['lucide', `lucide-${data.name}`, ...(data.aliases ?? []).map((a) => `lucide-${a}`)];
  const baseClass = iconClass.join(' ');
  const node = data.node;

  function LucideIcon({
    color,
    size,
    width,
    height,
    strokeWidth,
    absoluteStrokeWidth,
    nonScalingStroke,
    className,
    children,
    ...rest
  }: IconProps) {
    const stroke = strokeWidth ?? 2;
    const drawn = size ?? SIZE;
    const extra = className?.split(/\s+/).filter((c) => c && !iconClass.includes(c));
    const props: Record<string, unknown> = {
      xmlns: 'http://www.w3.org/2000/svg',
      width: width ?? drawn,
      height: height ?? drawn,
      viewBox,
      fill: 'none',
      stroke: color || 'currentColor',
      strokeWidth: absoluteStrokeWidth
        ? (Number(stroke) * (data.size ?? SIZE)) / Number(width ?? drawn)
        : stroke,
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
      className: extra?.length ? `${baseClass} ${[...new Set(extra)].join(' ')}` : baseClass,
    };
    if (!children && !speaks(rest)) props['aria-hidden'] = 'true';
    Object.assign(props, rest);
    const drawing: ReactNode[] = node.map(([tag, attributes]) =>
      createElement(
        tag,
        nonScalingStroke ? { vectorEffect: 'non-scaling-stroke', ...attributes } : attributes,
      ),
    );
    drawing.push(...(Array.isArray(children) ? children : [children]));
    return createElement('svg', props, drawing);
  }
  LucideIcon.displayName = data.name;
  return LucideIcon;
}
