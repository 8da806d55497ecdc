// Flickr: themes

import Foundation

/// A family of photos: titles are `template` with `{s}` replaced by a subject; every photo
/// carries `tags`, its subject's tags and a few of `extraTags`.
struct Theme {
    let count: Int
    let subjects: [(title: String, tags: String)]
    let templates: [String]
    let tags: String
    let extraTags: [String]
}

let bridges: [(title: String, tags: String)] = [
    ("the Golden Gate", "goldengate goldengatebridge sanfrancisco"), ("Brooklyn Bridge", "brooklynbridge brooklyn newyork nyc"),
    ("Tower Bridge", "towerbridge london thames"), ("the Millau Viaduct", "millau viaduct france"),
    ("Charles Bridge", "charlesbridge prague czechia"), ("Ponte Vecchio", "pontevecchio florence italy"),
    ("Sydney Harbour Bridge", "harbourbridge sydney australia"), ("the old stone bridge", "stonebridge countryside"),
    ("the Forth Bridge", "forthbridge scotland railway"), ("the Rialto Bridge", "rialto venice italy"),
    ("the footbridge", "footbridge park"), ("Chain Bridge", "chainbridge budapest danube"),
    ("the Øresund Bridge", "oresund denmark sweden"), ("Tsing Ma Bridge", "tsingma hongkong"),
    ("the covered bridge", "coveredbridge vermont newengland"), ("Clifton Suspension Bridge", "clifton bristol suspensionbridge"),
]

let themes: [Theme] = [
    Theme(count: 34, subjects: [
        ("Santa Monica pier", "santamonica pier california"), ("the harbour", "harbour boats"), ("Lake Bled", "lakebled slovenia lake"),
        ("Uluru", "uluru australia outback"), ("Oia", "oia santorini greece"), ("the dunes", "dunes desert sand"),
        ("the old lighthouse", "lighthouse coast"), ("Big Sur", "bigsur california coast"), ("the rice terraces", "riceterraces bali"),
        ("the marshes", "marsh wetlands reeds"), ("Mount Fuji", "mtfuji fuji japan"), ("the city skyline", "skyline city"),
        ("the wheat field", "wheat field farmland"), ("Table Mountain", "tablemountain capetown southafrica"),
        ("Portland Head Light", "portlandheadlight maine lighthouse"), ("the Serengeti", "serengeti tanzania acacia"),
        ("Lake Michigan", "lakemichigan chicago lake"), ("the salt flats", "saltflats uyuni bolivia"),
    ], templates: [
        "{s} at sunset", "Sunset over {s}", "Sunset at {s}", "Last light on {s}", "Another sunset at {s}", "Sunset, {s}",
        "{s}, just after sunset", "Golden hour at {s}", "Evening glow over {s}", "Fiery sky above {s}",
        "Sunset colours over {s}", "When the sun goes down over {s}",
    ], tags: "sunset sky", extraTags: ["goldenhour", "dusk", "clouds", "orange", "silhouette", "landscape", "evening", "sun",
                                       "longexposure", "canon", "nikon", "sonya7iii", "fujifilm", "reflection"]),
    Theme(count: 32, subjects: bridges, templates: [
        "{s}", "{s} in the fog", "Under {s}", "Crossing {s}", "{s} from below", "{s} at blue hour", "Morning on {s}",
        "{s}, long exposure", "Cables of {s}", "Looking up at {s}", "{s} by night", "Walking across {s}",
    ], tags: "bridge", extraTags: ["architecture", "river", "water", "fog", "bluehour", "longexposure", "engineering", "steel",
                                   "cityscape", "travel", "reflection", "night"]),
    Theme(count: 14, subjects: bridges, templates: [
        "{s} at sunset", "Sunset behind {s}", "Sunset light on {s}", "{s} glowing at sunset",
    ], tags: "bridge sunset", extraTags: ["goldenhour", "sky", "river", "silhouette", "clouds", "travel"]),
    Theme(count: 22, subjects: [
        ("tabby kitten", "tabby"), ("ginger kitten", "ginger orange"), ("black kitten", "blackcat"), ("calico kitten", "calico"),
        ("Maine Coon kitten", "mainecoon"), ("foster kitten", "foster rescue"), ("tuxedo kitten", "tuxedo"),
        ("grey kitten", "grey"), ("Siamese kitten", "siamese"),
    ], templates: [
        "Sleepy {s}", "{s} meets the camera", "Tiny {s} on the sofa", "{s} in a shoebox", "{s} vs. the yarn", "Curious {s}",
        "{s} napping in the sun", "First day home: {s}", "{s} with big blue eyes", "{s} stretching", "Our new {s}",
        "{s} in the laundry basket",
    ], tags: "kitten cat kitty pets", extraTags: ["cute", "whiskers", "paws", "animal", "fluffy", "meow", "petphotography", "50mm"]),
    Theme(count: 14, subjects: [
        ("tabby", "tabby"), ("old ginger tom", "ginger"), ("Persian", "persian"), ("black cat", "blackcat"),
        ("Bengal", "bengal"), ("street cat", "streetcat stray"),
    ], templates: [
        "Sleepy {s} in the window", "{s} on the windowsill", "The {s} is not impressed", "{s} guarding the garden",
        "{s} in the sunbeam", "Portrait of a {s}", "{s} on the fence",
    ], tags: "cat cats pets", extraTags: ["whiskers", "feline", "animal", "portrait", "window", "eyes"]),
    Theme(count: 24, subjects: [
        ("border collie", "bordercollie"), ("golden retriever", "goldenretriever"), ("dachshund", "dachshund sausagedog"),
        ("corgi", "corgi"), ("labrador puppy", "labrador puppy"), ("greyhound", "greyhound rescue"), ("beagle", "beagle"),
        ("husky", "husky snow"), ("pug", "pug"),
    ], templates: [
        "{s} at the beach", "Happy {s}", "{s} mid-jump", "{s} waiting for the ball", "Muddy {s}", "{s} asleep after the walk",
        "{s} in the autumn leaves", "Portrait of a {s}", "{s} with a stick", "Zoomies! ({s})",
    ], tags: "dog dogs pets", extraTags: ["puppy", "goodboy", "animal", "portrait", "park", "fetch", "petphotography"]),
    Theme(count: 24, subjects: [
        ("the Matterhorn", "matterhorn zermatt switzerland alps"), ("Mount Rainier", "rainier washington"),
        ("the Dolomites", "dolomites italy"), ("Torres del Paine", "torresdelpaine patagonia chile"),
        ("Ben Nevis", "bennevis scotland highlands"), ("the Eiger", "eiger grindelwald switzerland"), ("Denali", "denali alaska"),
        ("the Tetons", "tetons grandteton wyoming"), ("Aoraki", "aoraki mountcook newzealand"), ("Kirkjufell", "kirkjufell iceland"),
    ], templates: [
        "{s} at dawn", "Morning alpenglow on {s}", "Clouds rolling over {s}", "{s} reflected in the lake", "Hiking below {s}",
        "First snow on {s}", "{s} from the ridge", "Moonrise over {s}",
    ], tags: "mountains mountain landscape", extraTags: ["alpenglow", "hiking", "snow", "peak", "clouds", "outdoors", "nature",
                                                      "wilderness", "lake"]),
    Theme(count: 22, subjects: [
        ("Tokyo", "tokyo japan shinjuku"), ("Manhattan", "manhattan newyork nyc"), ("Hong Kong", "hongkong"), ("Chicago", "chicago"),
        ("Singapore", "singapore marinabay"), ("Dubai", "dubai"), ("Shanghai", "shanghai pudong"), ("Toronto", "toronto canada"),
        ("Seoul", "seoul korea"),
    ], templates: [
        "{s} from above", "{s} skyline at blue hour", "Rooftops of {s}", "Rainy night in {s}", "{s} lights",
        "Looking down on {s}", "Rush hour, {s}",
    ], tags: "city cityscape urban", extraTags: ["skyline", "night", "lights", "skyscraper", "bluehour", "rooftop", "neon", "rain"]),
    Theme(count: 22, subjects: [
        ("ramen", "ramen japanesefood noodles"), ("sourdough", "sourdough bread baking"), ("pancakes", "pancakes breakfast"),
        ("tacos", "tacos mexicanfood"), ("croissants", "croissant pastry"), ("margherita pizza", "pizza"),
        ("pho", "pho vietnamesefood"), ("lemon tart", "tart dessert"), ("dim sum", "dimsum"),
        ("strawberry shortcake", "strawberries cake dessert"),
    ], templates: [
        "Homemade {s}", "Sunday {s}", "{s} for lunch", "Best {s} in town", "Fresh {s}", "{s}, still warm", "Late night {s}",
    ], tags: "food foodphotography", extraTags: ["yummy", "delicious", "homemade", "dinner", "lunch", "foodie", "tasty"]),
    Theme(count: 20, subjects: [
        ("Kowloon", "kowloon hongkong"), ("Havana", "havana cuba"), ("Marrakech", "marrakech morocco medina"),
        ("Lisbon", "lisbon portugal"), ("Naples", "naples napoli italy"), ("Mumbai", "mumbai india"),
        ("Camden Town", "camden london"), ("Istanbul", "istanbul turkey"),
    ], templates: [
        "Market day, {s}", "Umbrellas in {s}", "Waiting for the tram, {s}", "Shadows in {s}", "Old man reading, {s}",
        "Crossing the street in {s}", "Corner shop, {s}", "Cyclist passing, {s}",
    ], tags: "street streetphotography people", extraTags: ["candid", "blackandwhite", "bw", "urban", "shadows", "35mm", "leica",
                                                           "everydaylife"]),
    Theme(count: 20, subjects: [
        ("Bondi", "bondi sydney australia"), ("Cannon Beach", "cannonbeach oregon"), ("Praia da Marinha", "praiadamarinha algarve portugal"),
        ("Whitehaven", "whitehaven whitsundays"), ("Brighton", "brighton pier uk"), ("Tulum", "tulum mexico"),
        ("Reynisfjara", "reynisfjara iceland blacksand"), ("Navagio", "navagio zakynthos greece"),
    ], templates: [
        "Low tide at {s}", "Morning swim, {s}", "Footprints on {s} beach", "Waves at {s}", "Empty beach, {s}",
        "Storm coming in over {s}", "Driftwood on {s} beach",
    ], tags: "beach sea ocean", extraTags: ["waves", "sand", "coast", "summer", "seascape", "surf", "shore"]),
    Theme(count: 20, subjects: [
        ("the Barbican", "barbican london brutalism"), ("Sagrada Família", "sagradafamilia barcelona gaudi"),
        ("the Guggenheim Bilbao", "guggenheim bilbao gehry"), ("Habitat 67", "habitat67 montreal brutalism"),
        ("the Pantheon", "pantheon rome"), ("Casa Batlló", "casabatllo barcelona gaudi"),
        ("the Elbphilharmonie", "elbphilharmonie hamburg"), ("the Chrysler Building", "chryslerbuilding nyc artdeco"),
    ], templates: [
        "Lines of {s}", "Looking up inside {s}", "{s} in the afternoon light", "Curves of {s}", "Stairs at {s}",
        "Details of {s}", "Symmetry at {s}",
    ], tags: "architecture building", extraTags: ["lines", "symmetry", "facade", "design", "modern", "concrete", "minimal",
                                                  "lookingup"]),
    Theme(count: 18, subjects: [
        ("dewdrops on a spider web", "dewdrops spiderweb"), ("a jumping spider", "jumpingspider spider"),
        ("a honeybee", "bee honeybee pollen"), ("a ladybird", "ladybird ladybug"), ("a dragonfly", "dragonfly"),
        ("frost crystals", "frost ice winter"), ("a garden snail", "snail"), ("moss", "moss forest"),
    ], templates: ["Close-up of {s}", "{s}, up close", "Early morning with {s}", "Tiny world: {s}", "{s} at 5:1"],
    tags: "macro closeup", extraTags: ["100mm", "nature", "insect", "bokeh", "details", "macrophotography"]),
    Theme(count: 14, subjects: [
        ("tulips", "tulips netherlands spring"), ("cherry blossom", "cherryblossom sakura spring"), ("sunflowers", "sunflowers summer"),
        ("lavender", "lavender provence"), ("poppies", "poppies red"), ("peonies", "peony"), ("bluebells", "bluebells woods"),
    ], templates: ["Field of {s}", "{s} after the rain", "Backlit {s}", "{s} in bloom", "The last of the {s}"],
    tags: "flowers flower", extraTags: ["bloom", "garden", "spring", "petals", "bokeh", "colour", "nature"]),
    Theme(count: 14, subjects: [
        ("a kingfisher", "kingfisher"), ("the puffins", "puffin puffins"), ("a barn owl", "barnowl owl"), ("a robin", "robin"),
        ("a grey heron", "heron greyheron"), ("the starlings", "starlings murmuration"), ("a hummingbird", "hummingbird"),
    ], templates: ["{s} on the branch", "{s} in flight", "Early morning with {s}", "{s} after the catch", "Portrait of {s}"],
    tags: "birds bird wildlife", extraTags: ["birding", "nature", "feathers", "600mm", "telephoto", "birdphotography"]),
    Theme(count: 12, subjects: [
        ("the maple forest", "maple forest"), ("Central Park", "centralpark nyc"), ("the Kyoto temples", "kyoto japan temple"),
        ("the vineyard", "vineyard wine"), ("the beech woods", "beech woods"), ("Vermont", "vermont newengland"),
    ], templates: ["Autumn in {s}", "Fall colours in {s}", "Red leaves at {s}", "Misty morning in {s}"],
    tags: "autumn fall leaves", extraTags: ["foliage", "orange", "forest", "trees", "mist", "seasons", "colours"]),
    Theme(count: 12, subjects: [
        ("the village", "village alps"), ("Hokkaido", "hokkaido japan"), ("Lapland", "lapland finland"), ("the cabin", "cabin woods"),
        ("Yellowstone", "yellowstone bison"), ("Quebec City", "quebec canada"),
    ], templates: ["Fresh snow in {s}", "Winter morning in {s}", "Snowfall over {s}", "Frozen silence, {s}"],
    tags: "snow winter cold", extraTags: ["frost", "ice", "white", "snowfall", "landscape"]),
    Theme(count: 12, subjects: [
        ("the Milky Way", "milkyway galaxy"), ("the aurora", "aurora northernlights"), ("star trails", "startrails"),
        ("the full moon", "moon fullmoon"), ("a Perseid meteor", "meteor perseids"),
    ], templates: ["{s} over the desert", "{s} above the lake", "Chasing {s}", "{s} from the campsite", "{s} over the old barn"],
    tags: "night nightsky stars astrophotography", extraTags: ["longexposure", "sky", "14mm", "dark", "tripod", "space"]),
    // "wibble" is the silly word of the tutorials: jelly and other wobbly things.
    Theme(count: 14, subjects: [
        ("raspberry jelly", "raspberry jelly"), ("blancmange", "blancmange pudding"), ("lime jelly", "lime jelly green"),
        ("jelly rabbit", "jelly rabbit mould"), ("trifle", "trifle custard"), ("panna cotta", "pannacotta dessert"),
        ("party jelly", "jelly party"), ("water balloon", "waterballoon balloon"), ("jelly on a plate", "jelly plate"),
    ], templates: [
        "Wibble wobble {s}", "{s} doing the wibble", "The great wibble: {s}", "Wobbly {s}", "Maximum wibble ({s})",
        "{s}, mid-wibble", "Wibble!", "Wibbly wobbly {s}",
    ], tags: "wibble wobble wobbly", extraTags: ["jelly", "jello", "dessert", "party", "silly", "fun", "pudding", "kitchen"]),
]
