import {
  Activity, Apple, Bike, Binoculars, Bird, BookOpen, Brain, Brush, Cake, Camera, Car, Caravan, Carrot, Castle, Cat,
  ChefHat, ChessKnight, Clapperboard, Code, Coffee, Compass, Cookie, Dices, Dog, Drama, Drum, Dumbbell, Feather, Film,
  Fish, FishingRod, Flower, Flower2, Footprints, Gamepad2, Gem, Globe, Goal, Guitar, Hammer, HandHeart, Headphones,
  HeartPulse, Joystick, KeyboardMusic, Landmark, Languages, Laptop, Leaf, Library, Map as MapIcon, Medal, Mic, Microscope, Moon,
  Mountain, MountainSnow, Music, Newspaper, NotebookPen, Origami, Palette, PawPrint, Pencil, PenTool, Piano, PlayingCards,
  Pizza, Plane, Podcast, Popcorn, Puzzle, Rocket, Sailboat, Scissors, Ship, Shirt, Snowflake, Sparkles, Sprout, Star, Sun,
  Swords, Target, Telescope, Tent, Theater, TreePine, Trees, Trophy, Users, Utensils, Volleyball, Waves, Wine, Wrench,
  type LucideIcon,
} from "lucide-react";

/*
 * The hobby icon grid (spec §2: about 95 icons, default Tennis). Icons are lucide's; the value
 * stored in a hobby item is the lucide name in PascalCase ("Dumbbell"), which templates resolve
 * by name. Lucide has no tennis icon: the default value stays "Tennis" (the schema default and the
 * name templates draw as a tennis ball) and the grid shows it with lucide's Volleyball ball.
 */
export type HobbyIcon = { value: string; Icon: LucideIcon };

export const hobbyIcons: readonly HobbyIcon[] = [
  { value: "Tennis", Icon: Volleyball },
  ...Object.entries({
    Dumbbell, Bike, Footprints, Activity, HeartPulse, Goal, Trophy, Medal, Target, Swords, Mountain, MountainSnow, Tent,
    Waves, Sailboat, Snowflake, Fish, FishingRod, Compass, Binoculars, Map: MapIcon, Globe, Plane, Ship, Car, Caravan, Landmark,
    Castle, Camera, Palette, Brush, PenTool, Pencil, Scissors, Shirt, Gem, Origami, Music, Guitar, Piano, Drum,
    KeyboardMusic, Mic, Headphones, Podcast, Drama, Theater, Clapperboard, Film, Popcorn, BookOpen, Library, Newspaper,
    Feather, NotebookPen, Languages, Dices, Puzzle, ChessKnight, PlayingCards, Gamepad2, Joystick, Code, Laptop, Rocket,
    Telescope, Microscope, Brain, Wrench, Hammer, ChefHat, Utensils, Coffee, Wine, Pizza, Cake, Cookie, Apple, Carrot,
    Flower, Flower2, Sprout, Leaf, TreePine, Trees, Bird, Dog, Cat, PawPrint, HandHeart, Users, Sun, Moon, Star, Sparkles,
  }).map(([value, Icon]) => ({ value, Icon })),
];

export const defaultHobbyIconValue = "Tennis";

// Names older documents and the samples use for hobbies, mapped to grid entries.
const aliases: Record<string, string> = {
  running: "footprints",
  run: "footprints",
  photography: "camera",
  reading: "bookopen",
  book: "bookopen",
  travel: "plane",
  cycling: "bike",
  painting: "palette",
  art: "palette",
  gaming: "gamepad2",
  gamepad: "gamepad2",
  hiking: "mountain",
  cooking: "chefhat",
  football: "goal",
  soccer: "goal",
  chess: "chessknight",
  fitness: "dumbbell",
  swimming: "waves",
  writing: "feather",
  volunteering: "handheart",
};

const normalize = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, "");
const byName = new Map(hobbyIcons.map((entry) => [normalize(entry.value), entry]));

/** The grid entry for a stored value ("Dumbbell", "book-open", "running"); unknown values show the default ball. */
export function hobbyIconFor(value: string): HobbyIcon {
  const key = normalize(value.replace(/^(?:ph|lucide|i)[-:]/i, ""));
  return byName.get(key) ?? byName.get(aliases[key] ?? "") ?? hobbyIcons[0]!;
}
