#!/usr/bin/env bash
#
# make-demo-media.sh: regenerate the demo media for the "Sanchar" section
# (podcasts, videos, live) that the API seed serves.
#
# What it writes, into apps/api/demo-media/:
#   audio/episode-01.mp3 … episode-16.mp3
#       16 podcast episodes, 20–35 s each, MP3 mono 48 kbps 22.05 kHz.
#       Synthetic speech (espeak-ng; English `en-in` if installed, else `en`,
#       and Hindi `hi`) over a soft tanpura-like drone (sox), with fades.
#   audio/episodes.json
#       Episode metadata (title, titleHi, speaker, description, language,
#       subCategory, durationSeconds as measured by ffprobe).
#   video/clip-{aarti,bhajan,katha,mantra,pravachan,festival}.mp4
#       10 s, 640x360, H.264 main/yuv420p + AAC mono, faststart. Warm
#       gradient, a big DejaVu title and a moving, pulsing diya glow.
#   live/aarti-live/index.m3u8 + segment-NNN.ts
#       A 40 s HLS VOD stream (2 s segments) for the demo live channel,
#       "LIVE · Ganga Aarti" with a running timestamp.
#
# The output is COMMITTED to the repository: these tools are not available in
# CI or at runtime, so nothing there runs this script. Re-run it by hand only
# when the demo media should change, and commit the result.
#
# Requirements (generation only):
#   espeak-ng, sox, ffmpeg (+ ffprobe, with libx264, libmp3lame, drawtext),
#   fonts-dejavu-core.
#   e.g. apt-get install -y espeak-ng sox ffmpeg fonts-dejavu-core
#
# Everything is generated locally from synthetic sources: no downloads and
# no third-party recordings, images or footage.
#
# Usage: scripts/media/make-demo-media.sh            (from anywhere)
#        OUT_DIR=/some/dir scripts/media/make-demo-media.sh
set -euo pipefail

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO_ROOT="$(cd "$SCRIPT_DIR/../.." && pwd)"
OUT_DIR="${OUT_DIR:-$REPO_ROOT/apps/api/demo-media}"

FONT_DIR="${FONT_DIR:-/usr/share/fonts/truetype/dejavu}"
FONT_BOLD="$FONT_DIR/DejaVuSans-Bold.ttf"
FONT_REG="$FONT_DIR/DejaVuSans.ttf"

log() { printf '[make-demo-media] %s\n' "$*" >&2; }
die() { printf '[make-demo-media] ERROR: %s\n' "$*" >&2; exit 1; }

# ---------------------------------------------------------------- preflight --
for cmd in espeak-ng sox soxi ffmpeg ffprobe awk; do
  command -v "$cmd" >/dev/null 2>&1 || die "'$cmd' not found (needs espeak-ng, sox, ffmpeg, fonts-dejavu-core)"
done
for f in "$FONT_BOLD" "$FONT_REG"; do
  [[ -f "$f" ]] || die "font $f not found (apt-get install fonts-dejavu-core)"
done
# (Captured first: `ffmpeg | grep -q` would trip pipefail via SIGPIPE.)
ff_encoders="$(ffmpeg -hide_banner -encoders 2>/dev/null)"
ff_filters="$(ffmpeg -hide_banner -filters 2>/dev/null)"
grep -q ' libx264 ' <<<"$ff_encoders" || die "ffmpeg lacks libx264"
grep -q ' libmp3lame ' <<<"$ff_encoders" || die "ffmpeg lacks libmp3lame"
grep -q ' drawtext ' <<<"$ff_filters" || die "ffmpeg lacks the drawtext filter"

# espeak-ng silently falls back to another voice for unknown names, so look
# the voice up in its list rather than trusting the exit code.
VOICES="$(espeak-ng --voices | awk 'NR > 1 { print $2 }')"
has_voice() { grep -qx "$1" <<<"$VOICES"; }
if has_voice en-in; then EN_VOICE=en-in; else EN_VOICE=en; log "voice en-in not installed, using en"; fi
has_voice hi || die "espeak-ng Hindi voice 'hi' not found"
HI_VOICE=hi

TMP="$(mktemp -d "${TMPDIR:-/tmp}/seva-media.XXXXXX")"
trap 'rm -rf "$TMP"' EXIT

# Reproducible output: sox -R fixes its random numbers (pluck, dither), the
# gradients source gets a fixed seed, and bitexact keeps ffmpeg version
# strings out of the files. Re-running with the same tool versions gives
# byte-identical files, so an unchanged script gives no git diff.
SOX=(sox -R -V1)
FF=(ffmpeg -hide_banner -loglevel error -nostdin -y)
BITEXACT=(-fflags +bitexact -flags:v +bitexact -flags:a +bitexact -map_metadata -1)

mkdir -p "$OUT_DIR/audio" "$OUT_DIR/video" "$OUT_DIR/live"
rm -f "$OUT_DIR"/audio/episode-*.mp3 "$OUT_DIR/audio/episodes.json" "$OUT_DIR"/video/clip-*.mp4
rm -rf "$OUT_DIR/live/aarti-live"
mkdir -p "$OUT_DIR/live/aarti-live"

# ------------------------------------------------------------------ helpers --
calc() { awk "BEGIN { printf \"%.4f\", $1 }"; }
ceil() { awk "BEGIN { v = $1; i = int(v); if (v > i) i++; print i }"; }
probe_duration() {
  ffprobe -v error -show_entries format=duration -of default=nw=1:nk=1 "$1"
}
json_escape() { local s=${1//\\/\\\\}; s=${s//\"/\\\"}; printf '%s' "$s"; }

# tanpura OUT TONIC_HZ SECONDS RATE
# A soft drone on Sa: a quiet sine bed (Sa, Pa, upper Sa, lower Sa) plus a
# tanpura-style pluck cycle Pa–Sa'–Sa'–Sa every second, normalised to -24 dBFS.
tanpura() {
  local out=$1 f=$2 dur=$3 rate=$4 pa sa2 low t note n=0
  pa=$(calc "$f * 0.75")   # Pa in the lower octave
  sa2=$(calc "$f * 2")
  low=$(calc "$f / 2")
  # (-r/-c before -n describe the 4-voice synth input; remix - folds it to mono.)
  "${SOX[@]}" -r "$rate" -c 4 -n -c 1 "$TMP/bed.wav" \
    synth "$dur" sine "$f" sine "$(calc "$f * 1.5")" sine "$sa2" sine "$low" \
    remix - tremolo 0.2 25 lowpass 900 gain -n -6
  local plucks=()
  for ((t = 0; t < ${dur%.*}; t++)); do
    case $((t % 4)) in
      0) note=$pa ;; 1 | 2) note=$sa2 ;; 3) note=$f ;;
    esac
    "${SOX[@]}" -n -r "$rate" -c 1 "$TMP/pl-$n.wav" \
      synth 3.8 pluck "$note" fade q 0.01 3.8 3.2 lowpass 2500 pad "$t" 0
    plucks+=("$TMP/pl-$n.wav")
    n=$((n + 1))
  done
  "${SOX[@]}" -m "${plucks[@]}" "$TMP/plucks.wav" gain -n -6
  "${SOX[@]}" -m -v 0.6 "$TMP/bed.wav" -v 0.8 "$TMP/plucks.wav" -c 1 -b 16 "$out" \
    trim 0 "$dur" gain -n -24
  rm -f "$TMP"/pl-*.wav "$TMP/bed.wav" "$TMP/plucks.wav"
}

# speak OUT LANG RATE TEXT [VARIANT]  -> mono wav at RATE, peak -3 dBFS
# VARIANT is an espeak-ng voice variant such as f3 (female) or empty.
speak() {
  local out=$1 lang=$2 rate=$3 text=$4 variant=${5:-} voice speed
  if [[ $lang == hi ]]; then voice=$HI_VOICE; speed=140; else voice=$EN_VOICE; speed=148; fi
  [[ -n $variant ]] && voice+="+$variant"
  espeak-ng -v "$voice" -s "$speed" -w "$TMP/raw-speech.wav" "$text"
  "${SOX[@]}" "$TMP/raw-speech.wav" -r "$rate" -c 1 "$out" highpass 80 norm -3
  rm -f "$TMP/raw-speech.wav"
}

# ----------------------------------------------------------------- podcasts --
# file|language|subCategory|speaker|title|titleHi|description|spoken text
EPISODES=$(cat <<'EOF'
episode-01.mp3|en|mantra|Pandit Raghav Sharma|The Meaning of the Gayatri Mantra|गायत्री मंत्र का अर्थ|A word-by-word look at the Gayatri mantra from the Rig Veda, and why it is chanted at sunrise.|Welcome to Seva Sanchar. Today's episode: the meaning of the Gayatri mantra. Om bhur bhuvah svah. This ancient prayer from the Rig Veda asks the divine light of Savitur to awaken and guide our intellect. In this short talk we go through it word by word, and learn why it is chanted at sunrise, facing the east.
episode-02.mp3|en|katha|Acharya Meera Joshi|The Story Behind the Hanuman Chalisa|हनुमान चालीसा की कथा|How Goswami Tulsidas composed forty verses in praise of Hanuman, and what they teach about courage and devotion.|Welcome to Seva Sanchar. Today's episode: the story behind the Hanuman Chalisa. Tradition says that Goswami Tulsidas composed these forty verses in praise of Hanuman, the devoted servant of Lord Rama. We reflect on what the Chalisa teaches us about courage, humility and selfless service, and why so many families recite it every Tuesday and Saturday.
episode-03.mp3|en|pravachan|Swami Anand Giri|Bhagavad Gita Chapter 2: Reflections|भगवद्गीता अध्याय 2: चिंतन|Reflections on Sankhya Yoga: the undying self, and acting without attachment to the fruits of action.|Welcome to Seva Sanchar. Today's episode: reflections on the second chapter of the Bhagavad Gita. On the battlefield of Kurukshetra, Arjuna lays down his bow, and Lord Krishna begins his teaching. The self is never born and never dies. Do your duty, and let go of attachment to the fruits of action. We ask how this wisdom can steady our own daily lives.
episode-04.mp3|hi|katha|Pandit Raghav Sharma|Ekadashi Vrat: Story and Rules|एकादशी व्रत: कथा और नियम|Why Ekadashi is dear to Lord Vishnu, the story behind the fast, and how to observe it simply at home.|सेवा संचार में आपका स्वागत है। आज के एपिसोड में हम एकादशी व्रत के बारे में बात करेंगे। एकादशी भगवान विष्णु को अत्यंत प्रिय है। इस दिन अन्न का त्याग करके, भगवान का नाम जपते हुए व्रत रखा जाता है। हम व्रत की कथा, उसके नियम, और पारण के सही समय के बारे में जानेंगे।
episode-05.mp3|hi|festival|Acharya Meera Joshi|Diwali Lakshmi Puja Vidhi|दीवाली लक्ष्मी पूजा विधि|A step-by-step guide to Lakshmi puja on Diwali night: the altar, the kalash, the diyas and the aarti.|सेवा संचार में आपका स्वागत है। आज का विषय है दीवाली की लक्ष्मी पूजा विधि। अमावस्या की रात घर को साफ करके, दीये जलाकर, माता लक्ष्मी और भगवान गणेश का स्वागत किया जाता है। हम कलश स्थापना, पूजा की सामग्री, और आरती की पूरी विधि सरल शब्दों में समझेंगे।
episode-06.mp3|en|katha|Dr. Shivani Mishra|Kashi Vishwanath: A History|काशी विश्वनाथ का इतिहास|The story of the Kashi Vishwanath temple in Varanasi, one of the twelve Jyotirlingas, through the centuries.|Welcome to Seva Sanchar. Today's episode: the history of Kashi Vishwanath. On the banks of the Ganga in Varanasi stands one of the twelve Jyotirlingas of Lord Shiva. The temple has been destroyed and rebuilt many times over the centuries, yet pilgrims have never stopped coming. We trace its story, from ancient texts to the temple corridor of today.
episode-07.mp3|hi|festival|Pandit Raghav Sharma|Chhath Puja: Worship of the Sun|छठ पूजा: सूर्य उपासना|The four days of Chhath: nahay khay, kharna, and the evening and morning arghya to Surya and Chhathi Maiya.|सेवा संचार में आपका स्वागत है। आज हम छठ पूजा की बात करेंगे। यह चार दिन का महापर्व सूर्य देव और छठी मैया को समर्पित है। नहाय खाय, खरना, और फिर डूबते और उगते सूर्य को अर्घ्य। हम जानेंगे कि यह व्रत इतना कठिन होते हुए भी इतनी श्रद्धा से क्यों मनाया जाता है।
episode-08.mp3|en|aarti|Dr. Shivani Mishra|Ganga Aarti at Dashashwamedh Ghat|दशाश्वमेध घाट की गंगा आरती|What happens during the evening Ganga aarti in Varanasi, and the meaning of the lamps, the conch and the bells.|Welcome to Seva Sanchar. Today's episode: the evening Ganga aarti at Dashashwamedh Ghat in Varanasi. As the sun sets, young priests raise great brass lamps, blow the conch and ring the bells in perfect rhythm. We explain each step of the ceremony, and what the lamps, the incense and the flowers offer to Mother Ganga.
episode-09.mp3|hi|aarti|Acharya Meera Joshi|Om Jai Jagdish Hare: Meaning of the Aarti|ॐ जय जगदीश हरे: आरती का अर्थ|The meaning of the aarti sung in almost every Hindu home, verse by verse.|सेवा संचार में आपका स्वागत है। आज के एपिसोड में हम ओम जय जगदीश हरे आरती का अर्थ समझेंगे। यह आरती लगभग हर घर में गाई जाती है। इसकी हर पंक्ति में भगवान के प्रति समर्पण और शरणागति का भाव है। आइए, इसे अर्थ के साथ गाना सीखें।
episode-10.mp3|hi|mantra|Swami Anand Giri|The Mahamrityunjaya Mantra|महामृत्युंजय मंत्र|The great death-conquering mantra to Lord Shiva: its meaning, and how to chant it with a mala.|सेवा संचार में आपका स्वागत है। आज का विषय है महामृत्युंजय मंत्र। ओम त्र्यम्बकं यजामहे सुगन्धिं पुष्टिवर्धनम्। भगवान शिव को समर्पित यह मंत्र स्वास्थ्य, शांति और भय से मुक्ति के लिए जपा जाता है। हम इसका अर्थ और माला से जप करने की सही विधि जानेंगे।
episode-11.mp3|en|bhajan|Sant Haridas|Meerabai: Songs of Love for Krishna|मीराबाई: कृष्ण प्रेम के भजन|The life of the saint-poet Meerabai, and the bhajans that still fill temples across India.|Welcome to Seva Sanchar. Today's episode: the bhajans of Meerabai. A princess of Rajasthan who gave up a palace for her love of Krishna, Meera sang her devotion in simple, burning verses. Payoji maine, Ram ratan dhan payo. We listen to the stories behind her most loved songs, and ask why they still move us five hundred years later.
episode-12.mp3|hi|katha|Pandit Raghav Sharma|Tulsidas and the Ramcharitmanas|तुलसीदास और रामचरितमानस|How Tulsidas retold the Ramayana in Awadhi for everyone, with a few beloved chaupais and their meaning.|सेवा संचार में आपका स्वागत है। आज हम गोस्वामी तुलसीदास और रामचरितमानस की कथा सुनेंगे। तुलसीदास जी ने रामायण को अवधी भाषा में लिखा, ताकि हर आम व्यक्ति भगवान राम की कथा समझ सके। हम मानस की कुछ प्रिय चौपाइयों और उनके अर्थ पर चर्चा करेंगे।
episode-13.mp3|hi|bhajan|Sant Haridas|Kabir's Dohe and Nirgun Bhajans|कबीर के दोहे और निर्गुण भजन|The plain-spoken wisdom of Sant Kabir, and the nirgun bhajans sung in his name.|सेवा संचार में आपका स्वागत है। आज का विषय है संत कबीर के दोहे। बुरा जो देखन मैं चला, बुरा न मिलिया कोय। जो दिल खोजा आपना, मुझसा बुरा न कोय। कबीर की वाणी सरल है, पर बहुत गहरी है। हम उनके कुछ दोहों और निर्गुण भजनों का अर्थ समझेंगे।
episode-14.mp3|en|festival|Acharya Meera Joshi|Navratri: The Nine Forms of Durga|नवरात्रि: माँ दुर्गा के नौ रूप|A night-by-night guide to the nine forms of Goddess Durga worshipped during Navratri.|Welcome to Seva Sanchar. Today's episode: Navratri and the nine forms of Goddess Durga. From Shailaputri on the first night to Siddhidatri on the ninth, each form of the Mother carries its own story, colour and blessing. We walk through all nine nights, and share simple ways to observe the festival at home with your family.
episode-15.mp3|hi|pravachan|Swami Anand Giri|The Power of Naam Jaap|नाम जप की महिमा|A short pravachan on remembering the divine name in everyday life.|सेवा संचार में आपका स्वागत है। आज के प्रवचन का विषय है नाम जप की महिमा। संतों ने कहा है कि कलियुग में भगवान का नाम ही सबसे सरल साधन है। चलते फिरते, काम करते हुए भी नाम का स्मरण किया जा सकता है। आइए जानें कि नाम जप मन को कैसे शांत करता है।
episode-16.mp3|en|aarti|Dr. Shivani Mishra|Sandhya Aarti at Home|घर पर संध्या आरती|How to perform a simple evening aarti at home: the lamp, the bell, the prayer and the prasad.|Welcome to Seva Sanchar. Today's episode: performing sandhya aarti at home. When the day turns to evening, light a ghee lamp before your family deity, ring the bell, and wave the lamp in gentle circles. We explain each step, the prayers that go with it, and how even five quiet minutes can bring peace to the whole household.
EOF
)

AUDIO_RATE=22050
MIN_SECONDS=22
MAX_SECONDS=34
json="["
sep=""
i=0
while IFS='|' read -r file lang sub speaker title title_hi desc text; do
  [[ -n $file ]] || continue
  log "audio/$file ($lang, $sub)"
  # Alternate the drone between C# (138.59 Hz) and D (146.83 Hz).
  if ((i % 2 == 0)); then tonic=138.59; else tonic=146.83; fi
  i=$((i + 1))

  # Female-voiced speakers get espeak-ng's female3 variant.
  case $speaker in
    "Acharya Meera Joshi" | "Dr. Shivani Mishra") variant=f3 ;;
    *) variant= ;;
  esac
  speak "$TMP/speech.wav" "$lang" "$AUDIO_RATE" "$text" "$variant"
  speech_len=$(soxi -D "$TMP/speech.wav")
  # 1.5 s of drone before the voice, at least 2 s after it.
  total=$(ceil "$speech_len + 3.5")
  ((total < MIN_SECONDS)) && total=$MIN_SECONDS
  ((total > MAX_SECONDS)) && die "$file: speech is ${speech_len}s, too long for a ${MAX_SECONDS}s episode; shorten the text"

  tanpura "$TMP/drone.wav" "$tonic" "$total" "$AUDIO_RATE"
  "${SOX[@]}" "$TMP/speech.wav" "$TMP/speech-pad.wav" pad 1.5 0
  "${SOX[@]}" -m -v 1 "$TMP/speech-pad.wav" -v 1 "$TMP/drone.wav" -c 1 -b 16 "$TMP/mix.wav" \
    trim 0 "$total" fade q 1.2 "$total" 2.5 norm -1

  "${FF[@]}" -i "$TMP/mix.wav" -map_metadata -1 -fflags +bitexact -flags:a +bitexact \
    -c:a libmp3lame -b:a 48k -ac 1 -ar "$AUDIO_RATE" -write_xing 1 -id3v2_version 3 \
    -metadata title="$title" -metadata artist="$speaker" -metadata album="Seva Sanchar" \
    -metadata genre="Podcast" -metadata language="$lang" \
    "$OUT_DIR/audio/$file"
  rm -f "$TMP"/speech*.wav "$TMP/drone.wav" "$TMP/mix.wav"

  dur=$(probe_duration "$OUT_DIR/audio/$file")
  secs=$(awk "BEGIN { printf \"%d\", $dur + 0.5 }")
  json+="$sep
  {
    \"file\": \"$(json_escape "$file")\",
    \"title\": \"$(json_escape "$title")\",
    \"titleHi\": \"$(json_escape "$title_hi")\",
    \"speaker\": \"$(json_escape "$speaker")\",
    \"description\": \"$(json_escape "$desc")\",
    \"durationSeconds\": $secs,
    \"language\": \"$lang\",
    \"subCategory\": \"$sub\"
  }"
  sep=","
done <<<"$EPISODES"
json+="
]"
printf '%s\n' "$json" >"$OUT_DIR/audio/episodes.json"

# ------------------------------------------------------------------- videos --
# A pulsing diya glow as a small RGBA stream (cheap geq), overlaid on the
# background and moved with the overlay's per-frame x/y expressions.
GLOW_SIZE=180
glow_src() {
  local dur=$1 c=$((GLOW_SIZE / 2))
  local d="hypot(X-$c\\,Y-$c)"
  printf "color=c=black:s=%dx%d:r=25:d=%s,format=rgba,geq=r='255':g='150+105*clip(1-%s/26\\,0\\,1)':b='40+190*clip(1-%s/14\\,0\\,1)':a='255*pow(clip(1-%s/(70+16*sin(2*PI*T/2.5))\\,0\\,1)\\,1.35)'" \
    "$GLOW_SIZE" "$GLOW_SIZE" "$dur" "$d" "$d" "$d"
}

# clip SLUG TITLE TAGLINE SPOKEN TONIC C0 C1 C2
VIDEO_SECONDS=10
clip() {
  local slug=$1 title=$2 tagline=$3 spoken=$4 tonic=$5 c0=$6 c1=$7 c2=$8
  local out="$OUT_DIR/video/clip-$slug.mp4" rate=44100
  log "video/clip-$slug.mp4"

  tanpura "$TMP/drone.wav" "$tonic" "$VIDEO_SECONDS" "$rate"
  speak "$TMP/speech.wav" en "$rate" "$spoken"
  "${SOX[@]}" "$TMP/speech.wav" "$TMP/speech-pad.wav" pad 1.2 0 vol 0.8
  "${SOX[@]}" -m -v 1 "$TMP/speech-pad.wav" -v 1.3 "$TMP/drone.wav" -c 1 -b 16 "$TMP/clip.wav" \
    trim 0 "$VIDEO_SECONDS" fade q 0.8 "$VIDEO_SECONDS" 1.5 norm -1

  local vf
  vf="[0:v][1:v]overlay=x='(W-w)/2+170*sin(2*PI*t/$VIDEO_SECONDS)':y='H-h+10+8*sin(2*PI*t/1.7)':format=auto"
  vf+=",drawtext=fontfile=$FONT_BOLD:text='$title':fontsize=72:fontcolor=white"
  vf+=":shadowcolor=0x3A0A00@0.55:shadowx=3:shadowy=3:x=(w-text_w)/2:y=h*0.22"
  vf+=",drawtext=fontfile=$FONT_REG:text='$tagline':fontsize=26:fontcolor=0xFFF3E0"
  vf+=":shadowcolor=0x3A0A00@0.5:shadowx=2:shadowy=2:x=(w-text_w)/2:y=h*0.22+92"
  vf+=",drawtext=fontfile=$FONT_BOLD:text='SEVA SANCHAR':fontsize=16:fontcolor=white@0.85"
  vf+=":x=20:y=18,fade=t=in:st=0:d=0.6,fade=t=out:st=$((VIDEO_SECONDS - 1)):d=1,format=yuv420p[v]"

  "${FF[@]}" \
    -f lavfi -i "gradients=s=640x360:r=25:d=$VIDEO_SECONDS:n=3:c0=$c0:c1=$c1:c2=$c2:x0=0:y0=0:x1=640:y1=360:speed=0.004:seed=1" \
    -f lavfi -i "$(glow_src "$VIDEO_SECONDS")" \
    -i "$TMP/clip.wav" \
    -filter_complex "$vf" -map "[v]" -map 2:a \
    -c:v libx264 -preset slow -profile:v main -level 3.0 -pix_fmt yuv420p \
    -crf 24 -maxrate 300k -bufsize 600k -g 50 \
    -c:a aac -b:a 48k -ac 1 -ar "$rate" \
    -t "$VIDEO_SECONDS" -movflags +faststart "${BITEXACT[@]}" \
    -metadata title="$title · Seva Sanchar" \
    "$out"
  rm -f "$TMP"/speech*.wav "$TMP/drone.wav" "$TMP/clip.wav"
}

# Devanagari is not used in the video titles: DejaVu has no Devanagari glyphs
# and ffmpeg's drawtext does no complex-script shaping.
clip aarti     'Aarti'     'Evening lamp offering'   'Seva Sanchar. Aarti.'         138.59 0xE15602 0xB8320B 0x6E1208
clip bhajan    'Bhajan'    'Songs of devotion'       'Seva Sanchar. Bhajan.'        146.83 0xF4A300 0xE15602 0x9A2A05
clip katha     'Katha'     'Sacred stories'          'Seva Sanchar. Katha.'         138.59 0x7A1F1F 0xA8330F 0xE15602
clip mantra    'Mantra'    'Chant and meditation'    'Seva Sanchar. Mantra. Om.'    146.83 0xFFB347 0xE8740C 0xB8460B
clip pravachan 'Pravachan' 'Wisdom of the saints'    'Seva Sanchar. Pravachan.'     138.59 0x5C1A0B 0x93300A 0xE15602
clip festival  'Festival'  'Utsav and celebrations' 'Seva Sanchar. Festivals.'     146.83 0xFFC93C 0xE15602 0xA4161A

# --------------------------------------------------------------------- live --
LIVE_SECONDS=40
LIVE_DIR="$OUT_DIR/live/aarti-live"
log "live/aarti-live (HLS, ${LIVE_SECONDS}s)"
rate=44100
tanpura "$TMP/drone.wav" 138.59 "$LIVE_SECONDS" "$rate"
# A temple bell on every second beat.
"${SOX[@]}" -r "$rate" -c 2 -n -c 1 "$TMP/bell1.wav" synth 2 sine 1318.5 sine 1975.5 \
  remix - fade q 0.005 2 1.9 gain -n -14
"${SOX[@]}" "$TMP/bell1.wav" "$TMP/bells.wav" repeat $((LIVE_SECONDS / 2 - 1))
speak "$TMP/speech.wav" en "$rate" "Welcome to the Ganga aarti, live on Seva Sanchar."
"${SOX[@]}" "$TMP/speech.wav" "$TMP/speech-pad.wav" pad 2.5 0 vol 0.8
"${SOX[@]}" -m -v 1 "$TMP/speech-pad.wav" -v 1.3 "$TMP/drone.wav" -v 0.7 "$TMP/bells.wav" -c 1 -b 16 "$TMP/live.wav" \
  trim 0 "$LIVE_SECONDS" fade q 1 "$LIVE_SECONDS" 1.5 norm -1

vf="[0:v][1:v]overlay=x='(W-w)/2+200*sin(2*PI*t/20)':y='H-h-10+10*sin(2*PI*t/1.3)':format=auto"
vf+=",drawtext=fontfile=$FONT_BOLD:text='LIVE · Ganga Aarti':fontsize=30:fontcolor=white"
vf+=":box=1:boxcolor=0xC62828@0.92:boxborderw=10:x=24:y=24"
vf+=",drawtext=fontfile=$FONT_BOLD:text='●':fontsize=22:fontcolor=0xFF3B30:x=w-44:y=30:enable='lt(mod(t\\,1)\\,0.6)'"
vf+=",drawtext=fontfile=$FONT_REG:text='Dashashwamedh Ghat, Varanasi':fontsize=22:fontcolor=0xFFF3E0"
vf+=":shadowcolor=black@0.5:shadowx=2:shadowy=2:x=(w-text_w)/2:y=h*0.42"
vf+=",drawtext=fontfile=$FONT_BOLD:text='%{pts\\:hms}':fontsize=22:fontcolor=white"
vf+=":box=1:boxcolor=black@0.45:boxborderw=6:x=w-text_w-24:y=h-text_h-22"
vf+=",format=yuv420p[v]"

"${FF[@]}" \
  -f lavfi -i "gradients=s=640x360:r=25:d=$LIVE_SECONDS:n=3:c0=0x1E1240:c1=0x7A1F1F:c2=0xE15602:x0=320:y0=0:x1=320:y1=360:speed=0.002:seed=1" \
  -f lavfi -i "$(glow_src "$LIVE_SECONDS")" \
  -i "$TMP/live.wav" \
  -filter_complex "$vf" -map "[v]" -map 2:a \
  -c:v libx264 -preset slow -profile:v main -level 3.0 -pix_fmt yuv420p \
  -crf 27 -maxrate 170k -bufsize 340k \
  -g 50 -keyint_min 50 -sc_threshold 0 -force_key_frames 'expr:gte(t,n_forced*2)' \
  -c:a aac -b:a 40k -ac 1 -ar "$rate" \
  -t "$LIVE_SECONDS" "${BITEXACT[@]}" \
  -f hls -hls_time 2 -hls_list_size 0 -hls_playlist_type vod \
  -hls_segment_type mpegts -hls_segment_filename "$LIVE_DIR/segment-%03d.ts" \
  "$LIVE_DIR/index.m3u8"

log "done: $(du -sh "$OUT_DIR" | cut -f1) in $OUT_DIR"
