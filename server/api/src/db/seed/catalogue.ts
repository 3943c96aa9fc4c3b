import { BRANDS, COLORS, type ColorRef, type Condition } from '@spectrum/shared';
import { ART_VARIANTS, type FurnitureShape } from './furniture-art';
import { seedImage, type SeedImage } from './seed-images';

export const SEED_CATEGORIES = ['Sofas', 'Chairs', 'Tables', 'Beds', 'Lamps', 'Storage', 'Decor'] as const;
export type SeedCategory = (typeof SEED_CATEGORIES)[number];

type Entry = [name: string, shape: FurnitureShape, categories: SeedCategory[], price: number, description: string];

const ENTRIES: Entry[] = [
  [
    'Oslo Linen Sofa',
    'sofa',
    ['Sofas'],
    8_750_000,
    'A deep three-seater in washed linen with feather-wrapped cushions. Solid oak legs lift it just enough to keep the room feeling light.',
  ],
  [
    'Bergen Three-Seater Sofa',
    'sofa',
    ['Sofas'],
    12_900_000,
    'Tailored lines, a tight back and removable covers make this the sofa for busy family rooms.',
  ],
  [
    'Lombok Rattan Sofa',
    'sofa',
    ['Sofas'],
    9_450_000,
    'A hand-woven rattan frame with plush seat cushions, made by craftspeople in Lombok. Equally at home on a veranda or in the living room.',
  ],
  [
    'Copenhagen Velvet Loveseat',
    'sofa',
    ['Sofas'],
    6_200_000,
    'A compact two-seater in soft cotton velvet, sized for apartments and reading corners.',
  ],
  [
    'Malmo Modular Corner Sofa',
    'sofa',
    ['Sofas'],
    24_500_000,
    'Five modules that rearrange into an L, a U or a long bench. Deep seats invite you to stay for the whole film.',
  ],
  [
    'Sumba Daybed Sofa',
    'sofa',
    ['Sofas', 'Beds'],
    7_300_000,
    'Low, wide and open on one side: a sofa by day and a guest bed by night.',
  ],
  [
    'Aarhus Compact Sofa',
    'sofa',
    ['Sofas'],
    5_150_000,
    'A slim-armed sofa with a solid beech frame and firm foam seats that keep their shape.',
  ],
  [
    'Aarhus Lounge Armchair',
    'armchair',
    ['Chairs', 'Sofas'],
    4_350_000,
    'A wide lounge chair with a sloping back and padded arms, made for long afternoons with a book.',
  ],
  [
    'Kyoto Reading Chair',
    'armchair',
    ['Chairs'],
    3_600_000,
    'Low and upright with a slim walnut frame, inspired by Japanese tea rooms.',
  ],
  [
    'Bali Cane Armchair',
    'armchair',
    ['Chairs'],
    2_450_000,
    'Natural cane panels on a teak frame, with a loose seat cushion in cotton canvas.',
  ],
  [
    'Fjord Wingback Chair',
    'armchair',
    ['Chairs'],
    5_900_000,
    'A modern take on the wingback, with a high back that shelters you from draughts and noise.',
  ],
  [
    'Ubud Accent Chair',
    'armchair',
    ['Chairs'],
    1_950_000,
    'A petite upholstered chair that brightens a bedroom corner or an entryway.',
  ],
  [
    'Nordhaus Swivel Chair',
    'armchair',
    ['Chairs'],
    6_750_000,
    'Turns a full circle on a weighted steel base, so you can face the window or the conversation.',
  ],
  [
    'Jepara Teak Dining Chair',
    'chair',
    ['Chairs'],
    1_250_000,
    'Solid Jepara teak with a curved backrest and a padded seat. Oiled by hand, it darkens beautifully with age.',
  ],
  [
    'Linea Bentwood Chair',
    'chair',
    ['Chairs'],
    890_000,
    'Steam-bent beech in a classic café silhouette, light enough to lift with one hand.',
  ],
  [
    'Nordic Spindle Chair',
    'chair',
    ['Chairs'],
    1_150_000,
    'Turned spindles form a comfortable back on this farmhouse-style dining chair.',
  ],
  [
    'Toba Woven Seat Chair',
    'chair',
    ['Chairs'],
    1_480_000,
    'A paper-cord seat woven by hand over an ash frame: strong, springy and breathable.',
  ],
  [
    'Studio Upholstered Dining Chair',
    'chair',
    ['Chairs'],
    1_690_000,
    'Upholstered in a stain-resistant weave, for long dinners that turn into long conversations.',
  ],
  [
    'Solo Stackable Chair',
    'chair',
    ['Chairs'],
    450_000,
    'A light, stackable chair with a moulded seat, ideal for extra guests and small cafés.',
  ],
  ['Sumba Bar Stool', 'stool', ['Chairs'], 780_000, 'Counter height, with a footrest ring and a gently dished seat.'],
  [
    'Milo Counter Stool',
    'stool',
    ['Chairs'],
    950_000,
    'An upholstered seat on a slim frame, made for kitchen islands and breakfast bars.',
  ],
  [
    'Pebble Step Stool',
    'stool',
    ['Chairs', 'Decor'],
    320_000,
    'A sturdy little stool that doubles as a plant stand or a bedside perch.',
  ],
  [
    'Ubud Wooden Stool',
    'stool',
    ['Chairs'],
    540_000,
    'Carved from a single block of reclaimed wood, so no two are quite alike.',
  ],
  [
    'Jepara Teak Dining Table',
    'table',
    ['Tables'],
    14_800_000,
    'Seats six on a solid teak top with softened edges. Each plank is chosen for its straight, even grain.',
  ],
  [
    'Bergen Oak Dining Table',
    'table',
    ['Tables'],
    11_250_000,
    'A clean-lined oak table with a matte oil finish that shrugs off rings and spills.',
  ],
  [
    'Solo Round Table',
    'table',
    ['Tables'],
    4_650_000,
    'A round pedestal table for four that fits neatly into a breakfast nook.',
  ],
  [
    'Kayu Extendable Table',
    'table',
    ['Tables'],
    17_900_000,
    'Extends from six to ten seats with a butterfly leaf that folds away under the top.',
  ],
  [
    'Studio Writing Desk',
    'table',
    ['Tables', 'Storage'],
    3_850_000,
    'A slim desk with a cable slot and a shallow drawer for the essentials.',
  ],
  [
    'Oval Walnut Coffee Table',
    'coffee-table',
    ['Tables'],
    3_950_000,
    'A soft oval of solid walnut on splayed legs; no sharp corners for shins or small children.',
  ],
  [
    'Lombok Rattan Coffee Table',
    'coffee-table',
    ['Tables'],
    2_750_000,
    'Woven rattan around a sturdy frame, with a tempered glass top that wipes clean.',
  ],
  [
    'Terrazzo Side Table',
    'coffee-table',
    ['Tables', 'Decor'],
    1_350_000,
    'A cast terrazzo top flecked with marble chips, on a slim powder-coated base.',
  ],
  [
    'Nesting Side Tables (Set of 2)',
    'coffee-table',
    ['Tables'],
    1_890_000,
    'Two tables that tuck one under the other, and pull apart when friends come round.',
  ],
  [
    'Oslo Low Coffee Table',
    'coffee-table',
    ['Tables'],
    2_250_000,
    'A low, generous table with a lower shelf for magazines and board games.',
  ],
  [
    'Kyoto Platform Bed',
    'bed',
    ['Beds'],
    9_800_000,
    'A low platform bed in solid ash with a floating look and no box spring needed.',
  ],
  [
    'Oslo Upholstered Bed',
    'bed',
    ['Beds'],
    12_400_000,
    'A padded headboard wrapped in soft linen, tall enough to lean on for late-night reading.',
  ],
  [
    'Bali Teak Bed Frame',
    'bed',
    ['Beds'],
    15_600_000,
    'A queen frame in reclaimed teak with mortise-and-tenon joints that stay quiet for years.',
  ],
  [
    'Aarhus Queen Bed Frame',
    'bed',
    ['Beds'],
    8_250_000,
    'Rounded corners, tapered legs and a slatted base that lets the mattress breathe.',
  ],
  [
    'Sumba Single Day Bed',
    'bed',
    ['Beds', 'Sofas'],
    5_400_000,
    'A single bed with three low sides, for guest rooms, studies and long naps.',
  ],
  [
    'Fjord Storage Bed',
    'bed',
    ['Beds', 'Storage'],
    16_900_000,
    'Gas-lift slats reveal a deep storage well for winter duvets and spare linen.',
  ],
  [
    'Arc Floor Lamp',
    'floor-lamp',
    ['Lamps'],
    2_950_000,
    'A wide shade on a weighted base that casts a soft pool of light over the sofa.',
  ],
  [
    'Tripod Floor Lamp',
    'floor-lamp',
    ['Lamps'],
    1_850_000,
    'Three oak legs and a linen drum shade, with a foot switch you can reach in the dark.',
  ],
  [
    'Paper Lantern Floor Lamp',
    'floor-lamp',
    ['Lamps'],
    1_250_000,
    'A tall lamp with a warm, diffused glow that makes any corner feel like evening.',
  ],
  [
    'Linea Reading Floor Lamp',
    'floor-lamp',
    ['Lamps'],
    2_100_000,
    'A focused, dimmable reading light on a slim steel stem.',
  ],
  [
    'Dome Table Lamp',
    'table-lamp',
    ['Lamps', 'Decor'],
    850_000,
    'A glazed ceramic base under a pleated linen shade, sized for a bedside or a console.',
  ],
  [
    'Ceramic Bedside Lamp',
    'table-lamp',
    ['Lamps'],
    690_000,
    'A round, hand-glazed base; every glaze settles a little differently in the kiln.',
  ],
  [
    'Mushroom Table Lamp',
    'table-lamp',
    ['Lamps', 'Decor'],
    1_150_000,
    'A playful silhouette with a warm LED, dimmable by touch.',
  ],
  [
    'Pleated Shade Lamp',
    'table-lamp',
    ['Lamps'],
    560_000,
    'A classic pleated shade that softens the light on a desk or a sideboard.',
  ],
  [
    'Rattan Pendant Light',
    'pendant',
    ['Lamps'],
    980_000,
    'A woven shade that throws patterned shadows across the ceiling.',
  ],
  [
    'Globe Pendant Light',
    'pendant',
    ['Lamps'],
    1_450_000,
    'A wide metal dome for over the dining table, with a fabric cord you can shorten.',
  ],
  [
    'Kyoto Paper Pendant',
    'pendant',
    ['Lamps', 'Decor'],
    420_000,
    'Rice paper over a bamboo frame: light as air and gentle on the eyes.',
  ],
  [
    'Ladder Bookshelf',
    'shelf',
    ['Storage'],
    1_650_000,
    'Five shelves on a leaning ladder frame; it fits where a bookcase would feel too heavy.',
  ],
  [
    'Modular Wall Shelf',
    'shelf',
    ['Storage'],
    2_850_000,
    'Rails and shelves that grow with your collection, one bracket at a time.',
  ],
  [
    'Kayu Cube Bookcase',
    'shelf',
    ['Storage'],
    3_250_000,
    'Eight open cubes that take baskets, books or a stack of records.',
  ],
  [
    'Open Shelving Unit',
    'shelf',
    ['Storage', 'Decor'],
    4_400_000,
    'A tall, open unit that divides a room without blocking the light.',
  ],
  [
    'Jepara Sideboard',
    'sideboard',
    ['Storage'],
    8_900_000,
    'Three doors and adjustable shelves in solid teak, with brass handles that patina over time.',
  ],
  [
    'Slatted Media Console',
    'sideboard',
    ['Storage', 'Tables'],
    5_750_000,
    'Slatted doors hide the cables and let remote controls through.',
  ],
  [
    'Two-Door Cabinet',
    'sideboard',
    ['Storage'],
    4_250_000,
    'A compact cabinet for a hallway or a dining room, with soft-closing doors.',
  ],
  [
    'Linea Chest of Drawers',
    'sideboard',
    ['Storage', 'Beds'],
    6_300_000,
    'Six deep drawers on smooth runners, in a low form that doubles as a dresser.',
  ],
  [
    'Bergen Shoe Cabinet',
    'sideboard',
    ['Storage'],
    2_350_000,
    'Tilt-out compartments hold twelve pairs in a footprint barely deeper than a shoe.',
  ],
  [
    'Decorative Ceramic Accent Vase',
    'vase',
    ['Decor'],
    289_000,
    'A hand-thrown stoneware vase with a soft matte glaze, lovely with a single branch.',
  ],
  [
    'Stoneware Bud Vase',
    'vase',
    ['Decor'],
    149_000,
    'A small vase for a single stem on a desk, a windowsill or a bedside table.',
  ],
  ['Ribbed Glass Vase', 'vase', ['Decor'], 245_000, 'Mouth-blown glass with fine ribs that catch the light.'],
  ['Tall Floor Vase', 'vase', ['Decor'], 890_000, 'A tall statement vase for dried grasses and long branches.'],
  [
    'Arch Wall Mirror',
    'mirror',
    ['Decor'],
    1_750_000,
    'An arched mirror in a slim frame that opens up small rooms and dark hallways.',
  ],
  ['Round Rattan Mirror', 'mirror', ['Decor'], 650_000, 'A sunburst of hand-woven rattan around a round mirror.'],
  [
    'Full-Length Floor Mirror',
    'mirror',
    ['Decor', 'Beds'],
    2_250_000,
    'Leans against the wall or hangs on it; tall enough to check the whole outfit.',
  ],
  [
    'Terracotta Planter',
    'planter',
    ['Decor'],
    180_000,
    'Unglazed terracotta that breathes, with a drainage hole and a matching saucer.',
  ],
  [
    'Standing Plant Pot',
    'planter',
    ['Decor'],
    520_000,
    'A large pot that raises a fiddle-leaf fig or a monstera to eye level.',
  ],
  [
    'Glazed Ceramic Planter',
    'planter',
    ['Decor'],
    350_000,
    'A glossy glazed pot for indoor plants, sealed inside so it never leaks.',
  ],
  [
    'Woven Jute Rug',
    'rug',
    ['Decor'],
    1_450_000,
    'Hand-woven jute with a chunky texture that hides crumbs and paw prints.',
  ],
  [
    'Striped Cotton Rug',
    'rug',
    ['Decor'],
    890_000,
    'A flat-woven cotton rug that goes straight into the washing machine.',
  ],
  [
    'Hand-Tufted Wool Rug',
    'rug',
    ['Decor'],
    3_900_000,
    'Dense New Zealand wool, hand-tufted for a soft, quiet floor underfoot.',
  ],
];

export type SeedSeller = 'seller' | 'secondSeller';

export interface SeedProduct {
  productName: string;
  description: string;
  categories: SeedCategory[];
  price: number;
  stock: number;
  brandId: number;
  color: ColorRef;
  conditions: Condition;
  seller: SeedSeller;
  images: SeedImage[];
  hoursAgo: number;
  archived: boolean;
}

/** A small deterministic generator, so every install gets the same catalogue. */
function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const SOLD_OUT = new Set([
  'Lombok Rattan Sofa',
  'Toba Woven Seat Chair',
  'Kayu Extendable Table',
  'Globe Pendant Light',
  'Ribbed Glass Vase',
]);
const ARCHIVED = new Set(['Nordic Spindle Chair', 'Pleated Shade Lamp']);
const PHOTO_COUNTS = [1, 2, 2, 3, 3, 3, 4, 5] as const;

/** The demo catalogue: fixed names and prices; colours, brands, stock and dates spread deterministically. */
export function seedCatalogue(): SeedProduct[] {
  const random = mulberry32(20_240_611);
  return ENTRIES.map(([productName, shape, categories, price, description], index): SeedProduct => {
    const color = COLORS[index % COLORS.length] ?? COLORS[0]!;
    const photoCount = PHOTO_COUNTS[Math.floor(random() * PHOTO_COUNTS.length)] ?? 1;
    const stock = SOLD_OUT.has(productName) ? 0 : 1 + Math.floor(random() * 40);
    // Interleave the dates (29 is coprime with the catalogue size) so "newest" mixes every kind of furniture.
    const rank = (index * 29) % ENTRIES.length;
    return {
      productName,
      description,
      categories,
      price,
      stock,
      brandId: BRANDS[(index * 3 + 1) % BRANDS.length]?.id ?? 1,
      color,
      conditions: index % 4 === 3 ? 'second' : 'new',
      seller: index % 3 === 1 ? 'secondSeller' : 'seller',
      images: ART_VARIANTS.slice(0, photoCount).map((variant) => seedImage(shape, variant, color)),
      hoursAgo: rank * 16 + Math.floor(random() * 12),
      archived: ARCHIVED.has(productName),
    };
  });
}
