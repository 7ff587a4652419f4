"""Anki's own backend (the `anki` package from PyPI) as the tests' judge of wordquiz's packages.

    anki_backend.py build DIR SPEC.json   a collection built by Anki from a spec, exported as
                                          DIR/legacy.apkg, DIR/latest.apkg and (the whole
                                          collection, as Anki backs one up) DIR/backup.colpkg;
                                          prints it
    anki_backend.py import COLLECTION PACKAGE
                                          imports a package into a collection (made if new) with
                                          its scheduling and deck options; prints the collection
    anki_backend.py export COLLECTION PACKAGE [--legacy]
                                          exports a whole collection with scheduling and media
    anki_backend.py show COLLECTION       prints a collection

What is printed is one JSON object: notes (guid, notetype, fields by name, tags), cards (the
note's guid, type, queue, days until due, interval, reps, lapses, FSRS memory state), the
review log (the card's note guid, id, ease, type, factor), the deck options of each deck, and
for an import Anki's own log (new, updated, duplicate, conflicting notes). Run with TZ set as
wordquiz runs: a collection's "today" is the local day, starting at 04:00.

A test tool only: wordquiz never runs it.
"""
import argparse
import base64
import json
import os
import sys
import time

from anki.collection import Collection, ExportAnkiPackageOptions, ImportAnkiPackageOptions, ImportAnkiPackageRequest
from anki.import_export_pb2 import ExportLimit
from anki.generic_pb2 import Empty

DAY = 86_400


def describe(col):
    today = col.sched.today
    notes = {}
    for nid, guid, mid, tags in col.db.all("SELECT id, guid, mid, tags FROM notes ORDER BY id"):
        note = col.get_note(nid)
        notes[nid] = {
            "guid": guid,
            "notetype": note.note_type()["name"],
            "fields": dict(zip(note.keys(), note.fields)),
            "tags": tags.split(),
        }
    cards = []
    for cid, nid, did, ctype, queue, due, ivl, reps, lapses, data in col.db.all(
        "SELECT id, nid, did, type, queue, due, ivl, reps, lapses, data FROM cards ORDER BY id"
    ):
        card = col.get_card(cid)
        memory = card.memory_state
        cards.append({
            "guid": notes[nid]["guid"],
            "deck": col.decks.name(did),
            "type": ctype,
            "queue": queue,
            "dueInDays": due - today if ctype in (2, 3) and queue in (2, 3, -1, -2, -3) else None,
            "interval": ivl,
            "reps": reps,
            "lapses": lapses,
            "stability": memory.stability if memory else None,
            "difficulty": memory.difficulty if memory else None,
            "data": json.loads(data) if data else {},
        })
    guids = {cid: notes[nid]["guid"] for cid, nid in col.db.all("SELECT id, nid FROM cards")}
    reviews = [
        {"guid": guids.get(cid), "id": rid, "ease": ease, "type": rtype, "factor": factor, "interval": ivl,
         "milliseconds": taken}
        for rid, cid, ease, ivl, factor, taken, rtype in col.db.all(
            "SELECT id, cid, ease, ivl, factor, time, type FROM revlog ORDER BY id")
    ]
    decks = {}
    for deck in col.decks.all_names_and_ids():
        conf = col.decks.config_dict_for_deck_id(deck.id)
        stored = col.decks.get(deck.id)
        decks[deck.name] = {"options": conf["name"], "params": conf.get("fsrsParams6", []),
                            "desiredRetention": conf.get("desiredRetention"),
                            "extendLimits": [stored.get("extendNew"), stored.get("extendRev")]}
    media = sorted(os.listdir(col.media.dir()))
    return {"today": today, "notes": list(notes.values()), "cards": cards, "reviews": reviews, "decks": decks,
            "media": media}


def build(directory, spec):
    """A collection of one notetype whose notes are the spec's, each card answered at the days
    the spec gives (one line of the review log each) and put where Anki's FSRS puts it."""
    col = Collection(os.path.join(directory, "collection.anki2"))
    col.set_config("fsrs", True)
    kind = spec.get("notetype", {})
    if kind:
        notetype = col.models.new(kind["name"])
        for name in kind["fields"]:
            col.models.add_field(notetype, col.models.new_field(name))
        template = col.models.new_template("Card 1")
        template["qfmt"] = "{{" + kind["fields"][0] + "}}"
        template["afmt"] = "{{FrontSide}}<hr id=answer>" + "".join("{{" + f + "}}" for f in kind["fields"][1:])
        col.models.add_template(notetype, template)
        col.models.add(notetype)
        notetype = col.models.by_name(kind["name"])
    else:
        notetype = col.models.by_name("Basic")
    for name, data in spec.get("media", {}).items():
        col.media.write_data(name, base64.b64decode(data))
    deck = col.decks.id(spec.get("deck", "Korean"))
    now = int(time.time())
    for given in spec["notes"]:
        note = col.new_note(notetype)
        for name, value in given["fields"].items():
            note[name] = value
        note.tags = given.get("tags", [])
        col.add_note(note, deck)
        reviews = given.get("reviews", [])
        if not reviews:
            continue
        cid = note.cards()[0].id
        for index, (days_ago, ease) in enumerate(reviews):
            # Answers at noon, days ago: never near the day's start.
            moment = (now - days_ago * DAY) // DAY * DAY + 3 * 3600 + index
            kind_of = 0 if index == 0 else (2 if reviews[index - 1][1] == 1 else 1)
            col.db.execute("INSERT INTO revlog VALUES (?, ?, 0, ?, 1, 0, 0, 4000, ?)",
                           moment * 1000 + index, cid, ease, kind_of)
        lapses = sum(1 for i, (_, ease) in enumerate(reviews) if ease == 1 and i > 0)
        col.db.execute("UPDATE cards SET type = 2, queue = 2, due = ?, ivl = ?, reps = ?, lapses = ? WHERE id = ?",
                       col.sched.today + given["dueInDays"], given.get("interval", 5), len(reviews), lapses, cid)
        card = col.get_card(cid)
        computed = col._backend.compute_memory_state(cid)
        card.memory_state = computed.state
        card.desired_retention = computed.desired_retention
        card.decay = computed.decay
        col.update_card(card)
    for name, legacy in (("legacy.apkg", True), ("latest.apkg", False)):
        col.export_anki_package(
            out_path=os.path.join(directory, name),
            options=ExportAnkiPackageOptions(with_scheduling=True, with_deck_configs=True, with_media=True,
                                             legacy=legacy),
            limit=ExportLimit(whole_collection=Empty()))
    result = describe(col)
    # Last: writing a collection package closes the collection.
    col.export_collection_package(os.path.join(directory, "backup.colpkg"), include_media=True, legacy=False)
    return result


def import_package(collection, package):
    col = Collection(collection)
    col.set_config("fsrs", True)
    response = col.import_anki_package(ImportAnkiPackageRequest(
        package_path=package,
        options=ImportAnkiPackageOptions(with_scheduling=True, with_deck_configs=True, merge_notetypes=False)))
    result = describe(col)
    log = response.log
    result["log"] = {"new": len(log.new), "updated": len(log.updated), "duplicate": len(log.duplicate),
                     "conflicting": len(log.conflicting), "firstFieldMatch": len(log.first_field_match)}
    col.close()
    return result


def export_package(collection, package, legacy):
    col = Collection(collection)
    col.export_anki_package(
        out_path=package,
        options=ExportAnkiPackageOptions(with_scheduling=True, with_deck_configs=True, with_media=True,
                                         legacy=legacy),
        limit=ExportLimit(whole_collection=Empty()))
    result = describe(col)
    col.close()
    return result


def main():
    parser = argparse.ArgumentParser()
    commands = parser.add_subparsers(dest="command", required=True)
    built = commands.add_parser("build")
    built.add_argument("directory")
    built.add_argument("spec")
    imported = commands.add_parser("import")
    imported.add_argument("collection")
    imported.add_argument("package")
    exported = commands.add_parser("export")
    exported.add_argument("collection")
    exported.add_argument("package")
    exported.add_argument("--legacy", action="store_true")
    shown = commands.add_parser("show")
    shown.add_argument("collection")
    args = parser.parse_args()
    if args.command == "build":
        with open(args.spec, encoding="utf-8") as file:
            result = build(args.directory, json.load(file))
    elif args.command == "import":
        result = import_package(args.collection, args.package)
    elif args.command == "export":
        result = export_package(args.collection, args.package, args.legacy)
    else:
        col = Collection(args.collection)
        result = describe(col)
        col.close()
    json.dump(result, sys.stdout, ensure_ascii=False)


if __name__ == "__main__":
    main()
