# Written by `python -m cardsmith.compiler.shipped` from cards_schema(): do not edit.
# fastjsonschema's code for cardsmith's cards.json (see cardsmith.compiler.validate).
SCHEMA_KEY = "b492d5d3639dc806"
VERSION = "2.22.3"
from decimal import Decimal
import re
from . import JsonSchemaValueException, JsonSchemaValuesException


REGEX_PATTERNS = {
    '^[a-z][a-z0-9_]*$': re.compile('^[a-z][a-z0-9_]*\\Z'),
    '^(rulebook|stand-in)\\b': re.compile('^(rulebook|stand-in)\\b')
}

NoneType = type(None)

def validate_https___cardsmith_dev_schema_cards_json(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (dict)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be object")
    data_is_dict = isinstance(data, dict)
    if data_is_dict:
        data_keys = set(data.keys())
        if "cards" in data_keys:
            data_keys.remove("cards")
            data__cards = data["cards"]
            if not isinstance(data__cards, (list, tuple)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".cards must be array")
            data__cards_is_list = isinstance(data__cards, (list, tuple))
            if data__cards_is_list:
                data__cards_len = len(data__cards)
                for data__cards_x, data__cards_item in enumerate(data__cards):
                    if not isinstance(data__cards_item, (dict)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".cards[{data__cards_x}]".format(**locals()) + " must be object")
                    data__cards_item_is_dict = isinstance(data__cards_item, dict)
                    if data__cards_item_is_dict:
                        data__cards_item__missing_keys = set(['id', 'name', 'type']) - data__cards_item.keys()
                        if data__cards_item__missing_keys:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".cards[{data__cards_x}]".format(**locals()) + " must contain ")
                        data__cards_item_keys = set(data__cards_item.keys())
                        if "id" in data__cards_item_keys:
                            data__cards_item_keys.remove("id")
                            data__cards_item__id = data__cards_item["id"]
                            if not isinstance(data__cards_item__id, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".cards[{data__cards_x}].id".format(**locals()) + " must be string")
                            if isinstance(data__cards_item__id, str):
                                data__cards_item__id_len = len(data__cards_item__id)
                                if data__cards_item__id_len > 64:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".cards[{data__cards_x}].id".format(**locals()) + " must be shorter than or equal to 64 characters")
                                if not REGEX_PATTERNS['^[a-z][a-z0-9_]*$'].search(data__cards_item__id):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".cards[{data__cards_x}].id".format(**locals()) + " must match pattern ^[a-z][a-z0-9_]*$")
                        if "name" in data__cards_item_keys:
                            data__cards_item_keys.remove("name")
                            data__cards_item__name = data__cards_item["name"]
                            if not isinstance(data__cards_item__name, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".cards[{data__cards_x}].name".format(**locals()) + " must be string")
                            if isinstance(data__cards_item__name, str):
                                data__cards_item__name_len = len(data__cards_item__name)
                                if data__cards_item__name_len < 1:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".cards[{data__cards_x}].name".format(**locals()) + " must be longer than or equal to 1 characters")
                                if data__cards_item__name_len > 200:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".cards[{data__cards_x}].name".format(**locals()) + " must be shorter than or equal to 200 characters")
                        if "type" in data__cards_item_keys:
                            data__cards_item_keys.remove("type")
                            data__cards_item__type = data__cards_item["type"]
                            if not isinstance(data__cards_item__type, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".cards[{data__cards_x}].type".format(**locals()) + " must be string")
                            if isinstance(data__cards_item__type, str):
                                data__cards_item__type_len = len(data__cards_item__type)
                                if data__cards_item__type_len > 64:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".cards[{data__cards_x}].type".format(**locals()) + " must be shorter than or equal to 64 characters")
                                if not REGEX_PATTERNS['^[a-z][a-z0-9_]*$'].search(data__cards_item__type):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".cards[{data__cards_x}].type".format(**locals()) + " must match pattern ^[a-z][a-z0-9_]*$")
                        if "copies" in data__cards_item_keys:
                            data__cards_item_keys.remove("copies")
                            data__cards_item__copies = data__cards_item["copies"]
                            if not isinstance(data__cards_item__copies, (int)) and not (isinstance(data__cards_item__copies, float) and data__cards_item__copies.is_integer()) or isinstance(data__cards_item__copies, bool):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".cards[{data__cards_x}].copies".format(**locals()) + " must be integer")
                            if isinstance(data__cards_item__copies, (int, float, Decimal)) and not isinstance(data__cards_item__copies, bool):
                                if data__cards_item__copies < 0:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".cards[{data__cards_x}].copies".format(**locals()) + " must be bigger than or equal to 0")
                                if data__cards_item__copies > 1000:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".cards[{data__cards_x}].copies".format(**locals()) + " must be smaller than or equal to 1000")
                        if "fields" in data__cards_item_keys:
                            data__cards_item_keys.remove("fields")
                            data__cards_item__fields = data__cards_item["fields"]
                            if not isinstance(data__cards_item__fields, (dict)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".cards[{data__cards_x}].fields".format(**locals()) + " must be object")
                        if "provenance" in data__cards_item_keys:
                            data__cards_item_keys.remove("provenance")
                            data__cards_item__provenance = data__cards_item["provenance"]
                            if not isinstance(data__cards_item__provenance, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".cards[{data__cards_x}].provenance".format(**locals()) + " must be string")
                            if isinstance(data__cards_item__provenance, str):
                                data__cards_item__provenance_len = len(data__cards_item__provenance)
                                if data__cards_item__provenance_len > 1000:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".cards[{data__cards_x}].provenance".format(**locals()) + " must be shorter than or equal to 1000 characters")
                                if not REGEX_PATTERNS['^(rulebook|stand-in)\\b'].search(data__cards_item__provenance):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".cards[{data__cards_x}].provenance".format(**locals()) + " must match pattern ^(rulebook|stand-in)\\b")
                        if "text" in data__cards_item_keys:
                            data__cards_item_keys.remove("text")
                            data__cards_item__text = data__cards_item["text"]
                            if not isinstance(data__cards_item__text, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".cards[{data__cards_x}].text".format(**locals()) + " must be string")
                            if isinstance(data__cards_item__text, str):
                                data__cards_item__text_len = len(data__cards_item__text)
                                if data__cards_item__text_len > 4000:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".cards[{data__cards_x}].text".format(**locals()) + " must be shorter than or equal to 4000 characters")
                        if "number" in data__cards_item_keys:
                            data__cards_item_keys.remove("number")
                            data__cards_item__number = data__cards_item["number"]
                            if not isinstance(data__cards_item__number, (int)) and not (isinstance(data__cards_item__number, float) and data__cards_item__number.is_integer()) or isinstance(data__cards_item__number, bool):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".cards[{data__cards_x}].number".format(**locals()) + " must be integer")
                        if data__cards_item_keys:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".cards[{data__cards_x}]".format(**locals()) + " must not contain "+str(data__cards_item_keys)+" properties")
        if "components" in data_keys:
            data_keys.remove("components")
            data__components = data["components"]
            if not isinstance(data__components, (list, tuple)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".components must be array")
            data__components_is_list = isinstance(data__components, (list, tuple))
            if data__components_is_list:
                data__components_len = len(data__components)
                for data__components_x, data__components_item in enumerate(data__components):
                    if not isinstance(data__components_item, (dict)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".components[{data__components_x}]".format(**locals()) + " must be object")
                    data__components_item_is_dict = isinstance(data__components_item, dict)
                    if data__components_item_is_dict:
                        data__components_item__missing_keys = set(['id', 'kind', 'count']) - data__components_item.keys()
                        if data__components_item__missing_keys:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".components[{data__components_x}]".format(**locals()) + " must contain ")
                        data__components_item_keys = set(data__components_item.keys())
                        if "id" in data__components_item_keys:
                            data__components_item_keys.remove("id")
                            data__components_item__id = data__components_item["id"]
                            if not isinstance(data__components_item__id, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".components[{data__components_x}].id".format(**locals()) + " must be string")
                            if isinstance(data__components_item__id, str):
                                data__components_item__id_len = len(data__components_item__id)
                                if data__components_item__id_len > 64:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".components[{data__components_x}].id".format(**locals()) + " must be shorter than or equal to 64 characters")
                                if not REGEX_PATTERNS['^[a-z][a-z0-9_]*$'].search(data__components_item__id):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".components[{data__components_x}].id".format(**locals()) + " must match pattern ^[a-z][a-z0-9_]*$")
                        if "kind" in data__components_item_keys:
                            data__components_item_keys.remove("kind")
                            data__components_item__kind = data__components_item["kind"]
                            if not (isinstance(data__components_item__kind, str) and data__components_item__kind == 'token' or isinstance(data__components_item__kind, str) and data__components_item__kind == 'marker' or isinstance(data__components_item__kind, str) and data__components_item__kind == 'pawn' or isinstance(data__components_item__kind, str) and data__components_item__kind == 'fragment' or isinstance(data__components_item__kind, str) and data__components_item__kind == 'sheet' or isinstance(data__components_item__kind, str) and data__components_item__kind == 'board' or isinstance(data__components_item__kind, str) and data__components_item__kind == 'bag' or isinstance(data__components_item__kind, str) and data__components_item__kind == 'die' or isinstance(data__components_item__kind, str) and data__components_item__kind == 'card_back' or isinstance(data__components_item__kind, str) and data__components_item__kind == 'reference' or isinstance(data__components_item__kind, str) and data__components_item__kind == 'pen' or isinstance(data__components_item__kind, str) and data__components_item__kind == 'eraser' or isinstance(data__components_item__kind, str) and data__components_item__kind == 'book' or isinstance(data__components_item__kind, str) and data__components_item__kind == 'other'):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".components[{data__components_x}].kind".format(**locals()) + " must be one of ['token', 'marker', 'pawn', 'fragment', 'sheet', 'board', 'bag', 'die', 'card_back', 'reference', 'pen', 'eraser', 'book', 'other']")
                        if "count" in data__components_item_keys:
                            data__components_item_keys.remove("count")
                            data__components_item__count = data__components_item["count"]
                            if not isinstance(data__components_item__count, (int)) and not (isinstance(data__components_item__count, float) and data__components_item__count.is_integer()) or isinstance(data__components_item__count, bool):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".components[{data__components_x}].count".format(**locals()) + " must be integer")
                            if isinstance(data__components_item__count, (int, float, Decimal)) and not isinstance(data__components_item__count, bool):
                                if data__components_item__count < 0:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".components[{data__components_x}].count".format(**locals()) + " must be bigger than or equal to 0")
                                if data__components_item__count > 100000:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".components[{data__components_x}].count".format(**locals()) + " must be smaller than or equal to 100000")
                        if "name" in data__components_item_keys:
                            data__components_item_keys.remove("name")
                            data__components_item__name = data__components_item["name"]
                            if not isinstance(data__components_item__name, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".components[{data__components_x}].name".format(**locals()) + " must be string")
                            if isinstance(data__components_item__name, str):
                                data__components_item__name_len = len(data__components_item__name)
                                if data__components_item__name_len > 4000:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".components[{data__components_x}].name".format(**locals()) + " must be shorter than or equal to 4000 characters")
                        if "colour" in data__components_item_keys:
                            data__components_item_keys.remove("colour")
                            data__components_item__colour = data__components_item["colour"]
                            if not isinstance(data__components_item__colour, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".components[{data__components_x}].colour".format(**locals()) + " must be string")
                            if isinstance(data__components_item__colour, str):
                                data__components_item__colour_len = len(data__components_item__colour)
                                if data__components_item__colour_len > 4000:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".components[{data__components_x}].colour".format(**locals()) + " must be shorter than or equal to 4000 characters")
                        if "provenance" in data__components_item_keys:
                            data__components_item_keys.remove("provenance")
                            data__components_item__provenance = data__components_item["provenance"]
                            if not isinstance(data__components_item__provenance, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".components[{data__components_x}].provenance".format(**locals()) + " must be string")
                            if isinstance(data__components_item__provenance, str):
                                data__components_item__provenance_len = len(data__components_item__provenance)
                                if data__components_item__provenance_len > 4000:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".components[{data__components_x}].provenance".format(**locals()) + " must be shorter than or equal to 4000 characters")
                        if "data" in data__components_item_keys:
                            data__components_item_keys.remove("data")
                            data__components_item__data = data__components_item["data"]
                            if not isinstance(data__components_item__data, (dict)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".components[{data__components_x}].data".format(**locals()) + " must be object")
                        if "owner" in data__components_item_keys:
                            data__components_item_keys.remove("owner")
                            data__components_item__owner = data__components_item["owner"]
                            if not isinstance(data__components_item__owner, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".components[{data__components_x}].owner".format(**locals()) + " must be string")
                            if isinstance(data__components_item__owner, str):
                                data__components_item__owner_len = len(data__components_item__owner)
                                if data__components_item__owner_len > 4000:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".components[{data__components_x}].owner".format(**locals()) + " must be shorter than or equal to 4000 characters")
                        if "description" in data__components_item_keys:
                            data__components_item_keys.remove("description")
                            data__components_item__description = data__components_item["description"]
                            if not isinstance(data__components_item__description, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".components[{data__components_x}].description".format(**locals()) + " must be string")
                            if isinstance(data__components_item__description, str):
                                data__components_item__description_len = len(data__components_item__description)
                                if data__components_item__description_len > 4000:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".components[{data__components_x}].description".format(**locals()) + " must be shorter than or equal to 4000 characters")
                        if data__components_item_keys:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".components[{data__components_x}]".format(**locals()) + " must not contain "+str(data__components_item_keys)+" properties")
        if "notes" in data_keys:
            data_keys.remove("notes")
            data__notes = data["notes"]
            if not isinstance(data__notes, (list, tuple)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".notes must be array")
            data__notes_is_list = isinstance(data__notes, (list, tuple))
            if data__notes_is_list:
                data__notes_len = len(data__notes)
                for data__notes_x, data__notes_item in enumerate(data__notes):
                    if not isinstance(data__notes_item, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".notes[{data__notes_x}]".format(**locals()) + " must be string")
                    if isinstance(data__notes_item, str):
                        data__notes_item_len = len(data__notes_item)
                        if data__notes_item_len > 4000:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".notes[{data__notes_x}]".format(**locals()) + " must be shorter than or equal to 4000 characters")
        if data_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must not contain "+str(data_keys)+" properties")
    return data

validate = validate_https___cardsmith_dev_schema_cards_json
