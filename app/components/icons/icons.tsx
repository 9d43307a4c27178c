import type { SVGProps } from "react";
import sprite from "virtual:icon-sprite";
import { cn } from "#app/lib/cn.ts";
import type { IconName } from "./names.ts";

export type IconProps = Omit<SVGProps<SVGSVGElement>, "children">;

/**
 * A Lucide icon drawn from the site's sprite (docs/decisions/090): the page carries a `<use>` of one cached file
 * instead of every icon's paths. The `lucide` class gives Lucide's 2 px round stroke in the text's colour (app.css),
 * a class its size (the symbol's own viewBox scales it to the box), and it is hidden from screen readers unless it
 * is given a name.
 */
function spriteIcon(name: IconName) {
  function Icon({ className, ...props }: IconProps) {
    const named = props["aria-label"] !== undefined || props["aria-labelledby"] !== undefined;
    return (
      <svg
        width="24"
        height="24"
        aria-hidden={named ? undefined : true}
        className={cn("lucide", className)}
        {...props}
      >
        <use href={`${sprite}#${name}`} />
      </svg>
    );
  }
  Icon.displayName = `Icon(${name})`;
  return Icon;
}

export const Accessibility = spriteIcon("accessibility");
export const ArrowLeft = spriteIcon("arrow-left");
export const ArrowRight = spriteIcon("arrow-right");
export const ArrowUpRight = spriteIcon("arrow-up-right");
export const Award = spriteIcon("award");
export const Backpack = spriteIcon("backpack");
export const BadgeCheck = spriteIcon("badge-check");
export const BookOpen = spriteIcon("book-open");
export const BookOpenCheck = spriteIcon("book-open-check");
export const Building2 = spriteIcon("building-complex");
export const CalendarCheck = spriteIcon("calendar-check");
export const CalendarDays = spriteIcon("calendar-days");
export const Camera = spriteIcon("camera");
export const Cat = spriteIcon("cat");
export const Check = spriteIcon("check");
export const CheckCircle2 = spriteIcon("circle-check");
export const ChevronDown = spriteIcon("chevron-down");
export const ChevronLeft = spriteIcon("chevron-left");
export const ChevronRight = spriteIcon("chevron-right");
export const CircleHelp = spriteIcon("circle-question-mark");
export const Clock = spriteIcon("clock");
export const CloudRain = spriteIcon("cloud-rain");
export const Coffee = spriteIcon("coffee");
export const Compass = spriteIcon("compass");
export const ExternalLink = spriteIcon("external-link");
export const FileCheck = spriteIcon("file-check");
export const Flame = spriteIcon("flame");
export const FolderOpen = spriteIcon("folder-open");
export const Footprints = spriteIcon("footprints");
export const Gift = spriteIcon("gift");
export const HeartHandshake = spriteIcon("heart-handshake");
export const Images = spriteIcon("images");
export const Landmark = spriteIcon("landmark");
export const LoaderCircle = spriteIcon("loader-circle");
export const Mail = spriteIcon("mail");
export const MapIcon = spriteIcon("map");
export const MapPin = spriteIcon("map-pin");
export const Menu = spriteIcon("menu");
export const MessageCircleQuestion = spriteIcon("message-circle-question-mark");
export const MessagesSquare = spriteIcon("messages-square");
export const Minus = spriteIcon("minus");
export const Newspaper = spriteIcon("newspaper");
export const Pause = spriteIcon("pause");
export const PawPrint = spriteIcon("paw-print");
export const PenLine = spriteIcon("pen-line");
export const Percent = spriteIcon("percent");
export const Play = spriteIcon("play");
export const Plus = spriteIcon("plus");
export const Route = spriteIcon("route");
export const ShieldCheck = spriteIcon("shield-check");
export const Star = spriteIcon("star");
export const ThumbsUp = spriteIcon("thumbs-up");
export const Ticket = spriteIcon("ticket");
export const Users = spriteIcon("users");
export const UsersRound = spriteIcon("users-round");
export const X = spriteIcon("x");
