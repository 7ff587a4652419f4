#!/usr/bin/python3
"""Reads one email on stdin with Python's email package (the standard library's MIME
parser, policy=default) and prints what a mail reader would see, as JSON: the defects the
parser found anywhere, the tree of content types, each text part decoded, each image with
its Content-ID, disposition and bytes (base64), each audio part the same way, the subject,
addresses and date."""
import base64
import json
import sys
from email import policy
from email.parser import BytesParser

message = BytesParser(policy=policy.default).parse(sys.stdin.buffer)
defects = []
tree = []
texts = {}
images = []
sounds = []


def walk(part, depth):
    defects.extend(f"{part.get_content_type()}: {type(d).__name__}" for d in part.defects)
    tree.append("  " * depth + part.get_content_type())
    if part.is_multipart():
        for child in part.iter_parts():
            walk(child, depth + 1)
    elif part.get_content_maintype() == "text":
        texts[part.get_content_type()] = part.get_content()
    elif part.get_content_maintype() in ("image", "audio"):
        (images if part.get_content_maintype() == "image" else sounds).append({
            "type": part.get_content_type(),
            "cid": part.get("Content-ID"),
            "disposition": part.get_content_disposition(),
            "filename": part.get_filename(),
            "bytes": base64.b64encode(part.get_content()).decode(),
        })


walk(message, 0)
json.dump({
    "defects": defects, "tree": tree, "texts": texts, "images": images, "sounds": sounds,
    "subject": str(message["Subject"]), "from": str(message["From"]), "to": str(message["To"]),
    # The Date header as the parser reads it: ISO 8601 with its offset, or none.
    "date": message["Date"].datetime.isoformat() if message["Date"] and message["Date"].datetime else None,
}, sys.stdout, ensure_ascii=False)
