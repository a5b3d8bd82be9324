# Written by `python -m cardsmith.compiler.shipped` from game_schema(): do not edit.
# fastjsonschema's code for cardsmith's game.json (see cardsmith.compiler.validate).
SCHEMA_KEY = "2b56edf763460272"
VERSION = "2.22.3"
from decimal import Decimal
import re
from . import JsonSchemaValueException, JsonSchemaValuesException


REGEX_PATTERNS = {
    '^[a-z][a-z0-9_]*$': re.compile('^[a-z][a-z0-9_]*\\Z'),
    '^[a-z_][a-z0-9_]*\\.py$': re.compile('^[a-z_][a-z0-9_]*\\.py\\Z'),
    "^[a-z{][a-z0-9_{}:,' ]* [a-z0-9_{}:,' ]*$": re.compile("^[a-z{][a-z0-9_{}:,' ]* [a-z0-9_{}:,' ]*\\Z"),
    '^[A-Za-z][A-Za-z0-9_{}]*$': re.compile('^[A-Za-z][A-Za-z0-9_{}]*\\Z')
}

NoneType = type(None)

def validate_https___cardsmith_dev_schema_game_json(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (dict)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be object")
    data_is_dict = isinstance(data, dict)
    if data_is_dict:
        data__missing_keys = set(['id', 'name', 'players']) - data.keys()
        if data__missing_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must contain ")
        data_keys = set(data.keys())
        if "id" in data_keys:
            data_keys.remove("id")
            data__id = data["id"]
            if not isinstance(data__id, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".id must be string")
            if isinstance(data__id, str):
                data__id_len = len(data__id)
                if data__id_len > 64:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".id must be shorter than or equal to 64 characters")
                if not REGEX_PATTERNS['^[a-z][a-z0-9_]*$'].search(data__id):
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".id must match pattern ^[a-z][a-z0-9_]*$")
        if "name" in data_keys:
            data_keys.remove("name")
            data__name = data["name"]
            if not isinstance(data__name, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".name must be string")
            if isinstance(data__name, str):
                data__name_len = len(data__name)
                if data__name_len > 4000:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".name must be shorter than or equal to 4000 characters")
        if "version" in data_keys:
            data_keys.remove("version")
            data__version = data["version"]
            if not isinstance(data__version, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".version must be string")
            if isinstance(data__version, str):
                data__version_len = len(data__version)
                if data__version_len > 32:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".version must be shorter than or equal to 32 characters")
        if "language" in data_keys:
            data_keys.remove("language")
            data__language = data["language"]
            if not (isinstance(data__language, str) and data__language == 'pt' or isinstance(data__language, str) and data__language == 'pl' or isinstance(data__language, str) and data__language == 'it' or isinstance(data__language, str) and data__language == 'es' or isinstance(data__language, str) and data__language == 'en' or isinstance(data__language, str) and data__language == 'fr' or isinstance(data__language, str) and data__language == 'de'):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".language must be one of ['pt', 'pl', 'it', 'es', 'en', 'fr', 'de']")
        if "source" in data_keys:
            data_keys.remove("source")
            data__source = data["source"]
            if not isinstance(data__source, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".source must be string")
            if isinstance(data__source, str):
                data__source_len = len(data__source)
                if data__source_len > 4000:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".source must be shorter than or equal to 4000 characters")
        if "description" in data_keys:
            data_keys.remove("description")
            data__description = data["description"]
            if not isinstance(data__description, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".description must be string")
            if isinstance(data__description, str):
                data__description_len = len(data__description)
                if data__description_len > 4000:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".description must be shorter than or equal to 4000 characters")
        if "players" in data_keys:
            data_keys.remove("players")
            data__players = data["players"]
            if not isinstance(data__players, (dict)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".players must be object")
            data__players_is_dict = isinstance(data__players, dict)
            if data__players_is_dict:
                data__players__missing_keys = set(['min', 'max']) - data__players.keys()
                if data__players__missing_keys:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".players must contain ")
                data__players_keys = set(data__players.keys())
                if "min" in data__players_keys:
                    data__players_keys.remove("min")
                    data__players__min = data__players["min"]
                    if not isinstance(data__players__min, (int)) and not (isinstance(data__players__min, float) and data__players__min.is_integer()) or isinstance(data__players__min, bool):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".players.min must be integer")
                    if isinstance(data__players__min, (int, float, Decimal)) and not isinstance(data__players__min, bool):
                        if data__players__min < 1:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".players.min must be bigger than or equal to 1")
                        if data__players__min > 20:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".players.min must be smaller than or equal to 20")
                if "max" in data__players_keys:
                    data__players_keys.remove("max")
                    data__players__max = data__players["max"]
                    if not isinstance(data__players__max, (int)) and not (isinstance(data__players__max, float) and data__players__max.is_integer()) or isinstance(data__players__max, bool):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".players.max must be integer")
                    if isinstance(data__players__max, (int, float, Decimal)) and not isinstance(data__players__max, bool):
                        if data__players__max < 1:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".players.max must be bigger than or equal to 1")
                        if data__players__max > 20:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".players.max must be smaller than or equal to 20")
                if "description" in data__players_keys:
                    data__players_keys.remove("description")
                    data__players__description = data__players["description"]
                    if not isinstance(data__players__description, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".players.description must be string")
                    if isinstance(data__players__description, str):
                        data__players__description_len = len(data__players__description)
                        if data__players__description_len > 4000:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".players.description must be shorter than or equal to 4000 characters")
                if data__players_keys:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".players must not contain "+str(data__players_keys)+" properties")
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
        if "resources" in data_keys:
            data_keys.remove("resources")
            data__resources = data["resources"]
            if not isinstance(data__resources, (dict)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".resources must be object")
            data__resources_is_dict = isinstance(data__resources, dict)
            if data__resources_is_dict:
                data__resources_keys = set(data__resources.keys())
                for data__resources_key in data__resources_keys:
                    if data__resources_key not in []:
                        data__resources_value = data__resources.get(data__resources_key)
                        if not isinstance(data__resources_value, (dict)):
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".resources.{data__resources_key}".format(**locals()) + " must be object")
                        data__resources_value_is_dict = isinstance(data__resources_value, dict)
                        if data__resources_value_is_dict:
                            data__resources_value_keys = set(data__resources_value.keys())
                            if "min" in data__resources_value_keys:
                                data__resources_value_keys.remove("min")
                                data__resources_value__min = data__resources_value["min"]
                                if not isinstance(data__resources_value__min, (int)) and not (isinstance(data__resources_value__min, float) and data__resources_value__min.is_integer()) or isinstance(data__resources_value__min, bool):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".resources.{data__resources_key}.min".format(**locals()) + " must be integer")
                                if isinstance(data__resources_value__min, (int, float, Decimal)) and not isinstance(data__resources_value__min, bool):
                                    if data__resources_value__min < -1000000:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".resources.{data__resources_key}.min".format(**locals()) + " must be bigger than or equal to -1000000")
                                    if data__resources_value__min > 1000000:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".resources.{data__resources_key}.min".format(**locals()) + " must be smaller than or equal to 1000000")
                            if "max" in data__resources_value_keys:
                                data__resources_value_keys.remove("max")
                                data__resources_value__max = data__resources_value["max"]
                                if not isinstance(data__resources_value__max, (int)) and not (isinstance(data__resources_value__max, float) and data__resources_value__max.is_integer()) or isinstance(data__resources_value__max, bool):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".resources.{data__resources_key}.max".format(**locals()) + " must be integer")
                                if isinstance(data__resources_value__max, (int, float, Decimal)) and not isinstance(data__resources_value__max, bool):
                                    if data__resources_value__max < -1000000:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".resources.{data__resources_key}.max".format(**locals()) + " must be bigger than or equal to -1000000")
                                    if data__resources_value__max > 1000000:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".resources.{data__resources_key}.max".format(**locals()) + " must be smaller than or equal to 1000000")
                            if "start" in data__resources_value_keys:
                                data__resources_value_keys.remove("start")
                                data__resources_value__start = data__resources_value["start"]
                                if not isinstance(data__resources_value__start, (int)) and not (isinstance(data__resources_value__start, float) and data__resources_value__start.is_integer()) or isinstance(data__resources_value__start, bool):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".resources.{data__resources_key}.start".format(**locals()) + " must be integer")
                                if isinstance(data__resources_value__start, (int, float, Decimal)) and not isinstance(data__resources_value__start, bool):
                                    if data__resources_value__start < -1000000:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".resources.{data__resources_key}.start".format(**locals()) + " must be bigger than or equal to -1000000")
                                    if data__resources_value__start > 1000000:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".resources.{data__resources_key}.start".format(**locals()) + " must be smaller than or equal to 1000000")
                            if "description" in data__resources_value_keys:
                                data__resources_value_keys.remove("description")
                                data__resources_value__description = data__resources_value["description"]
                                if not isinstance(data__resources_value__description, (str)):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".resources.{data__resources_key}.description".format(**locals()) + " must be string")
                                if isinstance(data__resources_value__description, str):
                                    data__resources_value__description_len = len(data__resources_value__description)
                                    if data__resources_value__description_len > 4000:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".resources.{data__resources_key}.description".format(**locals()) + " must be shorter than or equal to 4000 characters")
                            if "supply" in data__resources_value_keys:
                                data__resources_value_keys.remove("supply")
                                data__resources_value__supply = data__resources_value["supply"]
                                if not isinstance(data__resources_value__supply, (int)) and not (isinstance(data__resources_value__supply, float) and data__resources_value__supply.is_integer()) or isinstance(data__resources_value__supply, bool):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".resources.{data__resources_key}.supply".format(**locals()) + " must be integer")
                                if isinstance(data__resources_value__supply, (int, float, Decimal)) and not isinstance(data__resources_value__supply, bool):
                                    if data__resources_value__supply < 0:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".resources.{data__resources_key}.supply".format(**locals()) + " must be bigger than or equal to 0")
                                    if data__resources_value__supply > 100000:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".resources.{data__resources_key}.supply".format(**locals()) + " must be smaller than or equal to 100000")
                            if data__resources_value_keys:
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".resources.{data__resources_key}".format(**locals()) + " must not contain "+str(data__resources_value_keys)+" properties")
                data__resources_len = len(data__resources)
                if data__resources_len != 0:
                    data__resources_property_names = True
                    for data__resources_key in data__resources:
                        try:
                            if not isinstance(data__resources_key, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".resources must be string")
                            if isinstance(data__resources_key, str):
                                data__resources_key_len = len(data__resources_key)
                                if data__resources_key_len > 64:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".resources must be shorter than or equal to 64 characters")
                                if not REGEX_PATTERNS['^[a-z][a-z0-9_]*$'].search(data__resources_key):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".resources must match pattern ^[a-z][a-z0-9_]*$")
                        except (JsonSchemaValueException, JsonSchemaValuesException):
                            data__resources_property_names = False
                    if not data__resources_property_names:
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".resources must be named by propertyName definition")
        if "counters" in data_keys:
            data_keys.remove("counters")
            data__counters = data["counters"]
            if not isinstance(data__counters, (dict)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".counters must be object")
            data__counters_is_dict = isinstance(data__counters, dict)
            if data__counters_is_dict:
                data__counters_keys = set(data__counters.keys())
                for data__counters_key in data__counters_keys:
                    if data__counters_key not in []:
                        data__counters_value = data__counters.get(data__counters_key)
                        if not isinstance(data__counters_value, (dict)):
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".counters.{data__counters_key}".format(**locals()) + " must be object")
                        data__counters_value_is_dict = isinstance(data__counters_value, dict)
                        if data__counters_value_is_dict:
                            data__counters_value_keys = set(data__counters_value.keys())
                            if "min" in data__counters_value_keys:
                                data__counters_value_keys.remove("min")
                                data__counters_value__min = data__counters_value["min"]
                                if not isinstance(data__counters_value__min, (int)) and not (isinstance(data__counters_value__min, float) and data__counters_value__min.is_integer()) or isinstance(data__counters_value__min, bool):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".counters.{data__counters_key}.min".format(**locals()) + " must be integer")
                                if isinstance(data__counters_value__min, (int, float, Decimal)) and not isinstance(data__counters_value__min, bool):
                                    if data__counters_value__min < -1000000:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".counters.{data__counters_key}.min".format(**locals()) + " must be bigger than or equal to -1000000")
                                    if data__counters_value__min > 1000000:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".counters.{data__counters_key}.min".format(**locals()) + " must be smaller than or equal to 1000000")
                            if "max" in data__counters_value_keys:
                                data__counters_value_keys.remove("max")
                                data__counters_value__max = data__counters_value["max"]
                                if not isinstance(data__counters_value__max, (int)) and not (isinstance(data__counters_value__max, float) and data__counters_value__max.is_integer()) or isinstance(data__counters_value__max, bool):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".counters.{data__counters_key}.max".format(**locals()) + " must be integer")
                                if isinstance(data__counters_value__max, (int, float, Decimal)) and not isinstance(data__counters_value__max, bool):
                                    if data__counters_value__max < -1000000:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".counters.{data__counters_key}.max".format(**locals()) + " must be bigger than or equal to -1000000")
                                    if data__counters_value__max > 1000000:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".counters.{data__counters_key}.max".format(**locals()) + " must be smaller than or equal to 1000000")
                            if "start" in data__counters_value_keys:
                                data__counters_value_keys.remove("start")
                                data__counters_value__start = data__counters_value["start"]
                                if not isinstance(data__counters_value__start, (int)) and not (isinstance(data__counters_value__start, float) and data__counters_value__start.is_integer()) or isinstance(data__counters_value__start, bool):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".counters.{data__counters_key}.start".format(**locals()) + " must be integer")
                                if isinstance(data__counters_value__start, (int, float, Decimal)) and not isinstance(data__counters_value__start, bool):
                                    if data__counters_value__start < -1000000:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".counters.{data__counters_key}.start".format(**locals()) + " must be bigger than or equal to -1000000")
                                    if data__counters_value__start > 1000000:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".counters.{data__counters_key}.start".format(**locals()) + " must be smaller than or equal to 1000000")
                            if "scope" in data__counters_value_keys:
                                data__counters_value_keys.remove("scope")
                                data__counters_value__scope = data__counters_value["scope"]
                                if not (isinstance(data__counters_value__scope, str) and data__counters_value__scope == 'player' or isinstance(data__counters_value__scope, str) and data__counters_value__scope == 'game'):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".counters.{data__counters_key}.scope".format(**locals()) + " must be one of ['player', 'game']")
                            if "internal" in data__counters_value_keys:
                                data__counters_value_keys.remove("internal")
                                data__counters_value__internal = data__counters_value["internal"]
                                if not isinstance(data__counters_value__internal, (bool)):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".counters.{data__counters_key}.internal".format(**locals()) + " must be boolean")
                            if "description" in data__counters_value_keys:
                                data__counters_value_keys.remove("description")
                                data__counters_value__description = data__counters_value["description"]
                                if not isinstance(data__counters_value__description, (str)):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".counters.{data__counters_key}.description".format(**locals()) + " must be string")
                                if isinstance(data__counters_value__description, str):
                                    data__counters_value__description_len = len(data__counters_value__description)
                                    if data__counters_value__description_len > 4000:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".counters.{data__counters_key}.description".format(**locals()) + " must be shorter than or equal to 4000 characters")
                            if data__counters_value_keys:
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".counters.{data__counters_key}".format(**locals()) + " must not contain "+str(data__counters_value_keys)+" properties")
                data__counters_len = len(data__counters)
                if data__counters_len != 0:
                    data__counters_property_names = True
                    for data__counters_key in data__counters:
                        try:
                            if not isinstance(data__counters_key, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".counters must be string")
                            if isinstance(data__counters_key, str):
                                data__counters_key_len = len(data__counters_key)
                                if data__counters_key_len > 64:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".counters must be shorter than or equal to 64 characters")
                                if not REGEX_PATTERNS['^[a-z][a-z0-9_]*$'].search(data__counters_key):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".counters must match pattern ^[a-z][a-z0-9_]*$")
                        except (JsonSchemaValueException, JsonSchemaValuesException):
                            data__counters_property_names = False
                    if not data__counters_property_names:
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".counters must be named by propertyName definition")
        if "tokens" in data_keys:
            data_keys.remove("tokens")
            data__tokens = data["tokens"]
            if not isinstance(data__tokens, (dict)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".tokens must be object")
            data__tokens_is_dict = isinstance(data__tokens, dict)
            if data__tokens_is_dict:
                data__tokens_keys = set(data__tokens.keys())
                for data__tokens_key in data__tokens_keys:
                    if data__tokens_key not in []:
                        data__tokens_value = data__tokens.get(data__tokens_key)
                        if not isinstance(data__tokens_value, (dict)):
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".tokens.{data__tokens_key}".format(**locals()) + " must be object")
                        data__tokens_value_is_dict = isinstance(data__tokens_value, dict)
                        if data__tokens_value_is_dict:
                            data__tokens_value_keys = set(data__tokens_value.keys())
                            if "count" in data__tokens_value_keys:
                                data__tokens_value_keys.remove("count")
                                data__tokens_value__count = data__tokens_value["count"]
                                if not isinstance(data__tokens_value__count, (int)) and not (isinstance(data__tokens_value__count, float) and data__tokens_value__count.is_integer()) or isinstance(data__tokens_value__count, bool):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".tokens.{data__tokens_key}.count".format(**locals()) + " must be integer")
                                if isinstance(data__tokens_value__count, (int, float, Decimal)) and not isinstance(data__tokens_value__count, bool):
                                    if data__tokens_value__count < 0:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".tokens.{data__tokens_key}.count".format(**locals()) + " must be bigger than or equal to 0")
                                    if data__tokens_value__count > 100000:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".tokens.{data__tokens_key}.count".format(**locals()) + " must be smaller than or equal to 100000")
                            if "max_per_player" in data__tokens_value_keys:
                                data__tokens_value_keys.remove("max_per_player")
                                data__tokens_value__maxperplayer = data__tokens_value["max_per_player"]
                                if not isinstance(data__tokens_value__maxperplayer, (int)) and not (isinstance(data__tokens_value__maxperplayer, float) and data__tokens_value__maxperplayer.is_integer()) or isinstance(data__tokens_value__maxperplayer, bool):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".tokens.{data__tokens_key}.max_per_player".format(**locals()) + " must be integer")
                                if isinstance(data__tokens_value__maxperplayer, (int, float, Decimal)) and not isinstance(data__tokens_value__maxperplayer, bool):
                                    if data__tokens_value__maxperplayer < 0:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".tokens.{data__tokens_key}.max_per_player".format(**locals()) + " must be bigger than or equal to 0")
                                    if data__tokens_value__maxperplayer > 100000:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".tokens.{data__tokens_key}.max_per_player".format(**locals()) + " must be smaller than or equal to 100000")
                            if "max_per_card" in data__tokens_value_keys:
                                data__tokens_value_keys.remove("max_per_card")
                                data__tokens_value__maxpercard = data__tokens_value["max_per_card"]
                                if not isinstance(data__tokens_value__maxpercard, (int)) and not (isinstance(data__tokens_value__maxpercard, float) and data__tokens_value__maxpercard.is_integer()) or isinstance(data__tokens_value__maxpercard, bool):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".tokens.{data__tokens_key}.max_per_card".format(**locals()) + " must be integer")
                                if isinstance(data__tokens_value__maxpercard, (int, float, Decimal)) and not isinstance(data__tokens_value__maxpercard, bool):
                                    if data__tokens_value__maxpercard < 0:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".tokens.{data__tokens_key}.max_per_card".format(**locals()) + " must be bigger than or equal to 0")
                                    if data__tokens_value__maxpercard > 100000:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".tokens.{data__tokens_key}.max_per_card".format(**locals()) + " must be smaller than or equal to 100000")
                            if "name" in data__tokens_value_keys:
                                data__tokens_value_keys.remove("name")
                                data__tokens_value__name = data__tokens_value["name"]
                                if not isinstance(data__tokens_value__name, (str)):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".tokens.{data__tokens_key}.name".format(**locals()) + " must be string")
                                if isinstance(data__tokens_value__name, str):
                                    data__tokens_value__name_len = len(data__tokens_value__name)
                                    if data__tokens_value__name_len > 4000:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".tokens.{data__tokens_key}.name".format(**locals()) + " must be shorter than or equal to 4000 characters")
                            if "description" in data__tokens_value_keys:
                                data__tokens_value_keys.remove("description")
                                data__tokens_value__description = data__tokens_value["description"]
                                if not isinstance(data__tokens_value__description, (str)):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".tokens.{data__tokens_key}.description".format(**locals()) + " must be string")
                                if isinstance(data__tokens_value__description, str):
                                    data__tokens_value__description_len = len(data__tokens_value__description)
                                    if data__tokens_value__description_len > 4000:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".tokens.{data__tokens_key}.description".format(**locals()) + " must be shorter than or equal to 4000 characters")
                            if data__tokens_value_keys:
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".tokens.{data__tokens_key}".format(**locals()) + " must not contain "+str(data__tokens_value_keys)+" properties")
                data__tokens_len = len(data__tokens)
                if data__tokens_len != 0:
                    data__tokens_property_names = True
                    for data__tokens_key in data__tokens:
                        try:
                            if not isinstance(data__tokens_key, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".tokens must be string")
                            if isinstance(data__tokens_key, str):
                                data__tokens_key_len = len(data__tokens_key)
                                if data__tokens_key_len > 64:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".tokens must be shorter than or equal to 64 characters")
                                if not REGEX_PATTERNS['^[a-z][a-z0-9_]*$'].search(data__tokens_key):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".tokens must match pattern ^[a-z][a-z0-9_]*$")
                        except (JsonSchemaValueException, JsonSchemaValuesException):
                            data__tokens_property_names = False
                    if not data__tokens_property_names:
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".tokens must be named by propertyName definition")
        if "stats" in data_keys:
            data_keys.remove("stats")
            data__stats = data["stats"]
            if not isinstance(data__stats, (list, tuple)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".stats must be array")
            data__stats_is_list = isinstance(data__stats, (list, tuple))
            if data__stats_is_list:
                data__stats_len = len(data__stats)
                for data__stats_x, data__stats_item in enumerate(data__stats):
                    if not isinstance(data__stats_item, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".stats[{data__stats_x}]".format(**locals()) + " must be string")
                    if isinstance(data__stats_item, str):
                        data__stats_item_len = len(data__stats_item)
                        if data__stats_item_len > 64:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".stats[{data__stats_x}]".format(**locals()) + " must be shorter than or equal to 64 characters")
                        if not REGEX_PATTERNS['^[a-z][a-z0-9_]*$'].search(data__stats_item):
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".stats[{data__stats_x}]".format(**locals()) + " must match pattern ^[a-z][a-z0-9_]*$")
        if "states" in data_keys:
            data_keys.remove("states")
            data__states = data["states"]
            if not isinstance(data__states, (list, tuple)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".states must be array")
            data__states_is_list = isinstance(data__states, (list, tuple))
            if data__states_is_list:
                data__states_len = len(data__states)
                for data__states_x, data__states_item in enumerate(data__states):
                    if not isinstance(data__states_item, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".states[{data__states_x}]".format(**locals()) + " must be string")
                    if isinstance(data__states_item, str):
                        data__states_item_len = len(data__states_item)
                        if data__states_item_len > 64:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".states[{data__states_x}]".format(**locals()) + " must be shorter than or equal to 64 characters")
                        if not REGEX_PATTERNS['^[a-z][a-z0-9_]*$'].search(data__states_item):
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".states[{data__states_x}]".format(**locals()) + " must match pattern ^[a-z][a-z0-9_]*$")
        if "events" in data_keys:
            data_keys.remove("events")
            data__events = data["events"]
            if not isinstance(data__events, (list, tuple)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".events must be array")
            data__events_is_list = isinstance(data__events, (list, tuple))
            if data__events_is_list:
                data__events_len = len(data__events)
                for data__events_x, data__events_item in enumerate(data__events):
                    if not isinstance(data__events_item, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".events[{data__events_x}]".format(**locals()) + " must be string")
                    if isinstance(data__events_item, str):
                        data__events_item_len = len(data__events_item)
                        if data__events_item_len > 64:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".events[{data__events_x}]".format(**locals()) + " must be shorter than or equal to 64 characters")
                        if not REGEX_PATTERNS['^[a-z][a-z0-9_]*$'].search(data__events_item):
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".events[{data__events_x}]".format(**locals()) + " must match pattern ^[a-z][a-z0-9_]*$")
        if "areas" in data_keys:
            data_keys.remove("areas")
            data__areas = data["areas"]
            if not isinstance(data__areas, (list, tuple)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".areas must be array")
            data__areas_is_list = isinstance(data__areas, (list, tuple))
            if data__areas_is_list:
                data__areas_len = len(data__areas)
                for data__areas_x, data__areas_item in enumerate(data__areas):
                    if not isinstance(data__areas_item, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".areas[{data__areas_x}]".format(**locals()) + " must be string")
                    if isinstance(data__areas_item, str):
                        data__areas_item_len = len(data__areas_item)
                        if data__areas_item_len > 64:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".areas[{data__areas_x}]".format(**locals()) + " must be shorter than or equal to 64 characters")
                        if not REGEX_PATTERNS['^[a-z][a-z0-9_]*$'].search(data__areas_item):
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".areas[{data__areas_x}]".format(**locals()) + " must match pattern ^[a-z][a-z0-9_]*$")
        if "tables" in data_keys:
            data_keys.remove("tables")
            data__tables = data["tables"]
            if not isinstance(data__tables, (dict)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".tables must be object")
            data__tables_is_dict = isinstance(data__tables, dict)
            if data__tables_is_dict:
                data__tables_keys = set(data__tables.keys())
                for data__tables_key in data__tables_keys:
                    if data__tables_key not in []:
                        data__tables_value = data__tables.get(data__tables_key)
                        if not isinstance(data__tables_value, (list, tuple)):
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".tables.{data__tables_key}".format(**locals()) + " must be array")
                        data__tables_value_is_list = isinstance(data__tables_value, (list, tuple))
                        if data__tables_value_is_list:
                            data__tables_value_len = len(data__tables_value)
                            if data__tables_value_len > 1000:
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".tables.{data__tables_key}".format(**locals()) + " must contain less than or equal to 1000 items")
                            for data__tables_value_x, data__tables_value_item in enumerate(data__tables_value):
                                if not isinstance(data__tables_value_item, (int)) and not (isinstance(data__tables_value_item, float) and data__tables_value_item.is_integer()) or isinstance(data__tables_value_item, bool):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".tables.{data__tables_key}[{data__tables_value_x}]".format(**locals()) + " must be integer")
                data__tables_len = len(data__tables)
                if data__tables_len != 0:
                    data__tables_property_names = True
                    for data__tables_key in data__tables:
                        try:
                            if not isinstance(data__tables_key, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".tables must be string")
                            if isinstance(data__tables_key, str):
                                data__tables_key_len = len(data__tables_key)
                                if data__tables_key_len > 64:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".tables must be shorter than or equal to 64 characters")
                                if not REGEX_PATTERNS['^[a-z][a-z0-9_]*$'].search(data__tables_key):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".tables must match pattern ^[a-z][a-z0-9_]*$")
                        except (JsonSchemaValueException, JsonSchemaValuesException):
                            data__tables_property_names = False
                    if not data__tables_property_names:
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".tables must be named by propertyName definition")
        if "rules" in data_keys:
            data_keys.remove("rules")
            data__rules = data["rules"]
            if not isinstance(data__rules, (dict)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".rules must be object")
            data__rules_is_dict = isinstance(data__rules, dict)
            if data__rules_is_dict:
                data__rules_keys = set(data__rules.keys())
                for data__rules_key in data__rules_keys:
                    if data__rules_key not in []:
                        data__rules_value = data__rules.get(data__rules_key)
                        if not isinstance(data__rules_value, (dict)):
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".rules.{data__rules_key}".format(**locals()) + " must be object")
                        data__rules_value_is_dict = isinstance(data__rules_value, dict)
                        if data__rules_value_is_dict:
                            data__rules_value_keys = set(data__rules_value.keys())
                            if "params" in data__rules_value_keys:
                                data__rules_value_keys.remove("params")
                                data__rules_value__params = data__rules_value["params"]
                                if not isinstance(data__rules_value__params, (list, tuple)):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".rules.{data__rules_key}.params".format(**locals()) + " must be array")
                                data__rules_value__params_is_list = isinstance(data__rules_value__params, (list, tuple))
                                if data__rules_value__params_is_list:
                                    data__rules_value__params_len = len(data__rules_value__params)
                                    for data__rules_value__params_x, data__rules_value__params_item in enumerate(data__rules_value__params):
                                        if not isinstance(data__rules_value__params_item, (str)):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".rules.{data__rules_key}.params[{data__rules_value__params_x}]".format(**locals()) + " must be string")
                                        if isinstance(data__rules_value__params_item, str):
                                            data__rules_value__params_item_len = len(data__rules_value__params_item)
                                            if data__rules_value__params_item_len > 64:
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".rules.{data__rules_key}.params[{data__rules_value__params_x}]".format(**locals()) + " must be shorter than or equal to 64 characters")
                                            if not REGEX_PATTERNS['^[a-z][a-z0-9_]*$'].search(data__rules_value__params_item):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".rules.{data__rules_key}.params[{data__rules_value__params_x}]".format(**locals()) + " must match pattern ^[a-z][a-z0-9_]*$")
                            if "text" in data__rules_value_keys:
                                data__rules_value_keys.remove("text")
                                data__rules_value__text = data__rules_value["text"]
                                if not isinstance(data__rules_value__text, (str)):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".rules.{data__rules_key}.text".format(**locals()) + " must be string")
                                if isinstance(data__rules_value__text, str):
                                    data__rules_value__text_len = len(data__rules_value__text)
                                    if data__rules_value__text_len > 4000:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".rules.{data__rules_key}.text".format(**locals()) + " must be shorter than or equal to 4000 characters")
                            if "description" in data__rules_value_keys:
                                data__rules_value_keys.remove("description")
                                data__rules_value__description = data__rules_value["description"]
                                if not isinstance(data__rules_value__description, (str)):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".rules.{data__rules_key}.description".format(**locals()) + " must be string")
                                if isinstance(data__rules_value__description, str):
                                    data__rules_value__description_len = len(data__rules_value__description)
                                    if data__rules_value__description_len > 4000:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".rules.{data__rules_key}.description".format(**locals()) + " must be shorter than or equal to 4000 characters")
                            if "name" in data__rules_value_keys:
                                data__rules_value_keys.remove("name")
                                data__rules_value__name = data__rules_value["name"]
                                if not isinstance(data__rules_value__name, (str)):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".rules.{data__rules_key}.name".format(**locals()) + " must be string")
                                if isinstance(data__rules_value__name, str):
                                    data__rules_value__name_len = len(data__rules_value__name)
                                    if data__rules_value__name_len > 4000:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".rules.{data__rules_key}.name".format(**locals()) + " must be shorter than or equal to 4000 characters")
                            if data__rules_value_keys:
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".rules.{data__rules_key}".format(**locals()) + " must not contain "+str(data__rules_value_keys)+" properties")
                data__rules_len = len(data__rules)
                if data__rules_len != 0:
                    data__rules_property_names = True
                    for data__rules_key in data__rules:
                        try:
                            if not isinstance(data__rules_key, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".rules must be string")
                            if isinstance(data__rules_key, str):
                                data__rules_key_len = len(data__rules_key)
                                if data__rules_key_len > 64:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".rules must be shorter than or equal to 64 characters")
                                if not REGEX_PATTERNS['^[a-z][a-z0-9_]*$'].search(data__rules_key):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".rules must match pattern ^[a-z][a-z0-9_]*$")
                        except (JsonSchemaValueException, JsonSchemaValuesException):
                            data__rules_property_names = False
                    if not data__rules_property_names:
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".rules must be named by propertyName definition")
        if "zones" in data_keys:
            data_keys.remove("zones")
            data__zones = data["zones"]
            if not isinstance(data__zones, (dict)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".zones must be object")
            data__zones_is_dict = isinstance(data__zones, dict)
            if data__zones_is_dict:
                data__zones_keys = set(data__zones.keys())
                for data__zones_key in data__zones_keys:
                    if data__zones_key not in []:
                        data__zones_value = data__zones.get(data__zones_key)
                        if not isinstance(data__zones_value, (dict)):
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".zones.{data__zones_key}".format(**locals()) + " must be object")
                        data__zones_value_is_dict = isinstance(data__zones_value, dict)
                        if data__zones_value_is_dict:
                            data__zones_value__missing_keys = set(['owner']) - data__zones_value.keys()
                            if data__zones_value__missing_keys:
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".zones.{data__zones_key}".format(**locals()) + " must contain ")
                            data__zones_value_keys = set(data__zones_value.keys())
                            if "owner" in data__zones_value_keys:
                                data__zones_value_keys.remove("owner")
                                data__zones_value__owner = data__zones_value["owner"]
                                if not (isinstance(data__zones_value__owner, str) and data__zones_value__owner == 'player' or isinstance(data__zones_value__owner, str) and data__zones_value__owner == 'shared'):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".zones.{data__zones_key}.owner".format(**locals()) + " must be one of ['player', 'shared']")
                            if "order" in data__zones_value_keys:
                                data__zones_value_keys.remove("order")
                                data__zones_value__order = data__zones_value["order"]
                                if not (isinstance(data__zones_value__order, str) and data__zones_value__order == 'stack' or isinstance(data__zones_value__order, str) and data__zones_value__order == 'row' or isinstance(data__zones_value__order, str) and data__zones_value__order == 'unordered' or isinstance(data__zones_value__order, str) and data__zones_value__order == 'bag' or isinstance(data__zones_value__order, str) and data__zones_value__order == 'grid'):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".zones.{data__zones_key}.order".format(**locals()) + " must be one of ['stack', 'row', 'unordered', 'bag', 'grid']")
                            if "visibility" in data__zones_value_keys:
                                data__zones_value_keys.remove("visibility")
                                data__zones_value__visibility = data__zones_value["visibility"]
                                if not (isinstance(data__zones_value__visibility, str) and data__zones_value__visibility == 'public' or isinstance(data__zones_value__visibility, str) and data__zones_value__visibility == 'owner' or isinstance(data__zones_value__visibility, str) and data__zones_value__visibility == 'hidden' or isinstance(data__zones_value__visibility, str) and data__zones_value__visibility == 'top'):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".zones.{data__zones_key}.visibility".format(**locals()) + " must be one of ['public', 'owner', 'hidden', 'top']")
                            if "capacity" in data__zones_value_keys:
                                data__zones_value_keys.remove("capacity")
                                data__zones_value__capacity = data__zones_value["capacity"]
                                if not isinstance(data__zones_value__capacity, (int)) and not (isinstance(data__zones_value__capacity, float) and data__zones_value__capacity.is_integer()) or isinstance(data__zones_value__capacity, bool):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".zones.{data__zones_key}.capacity".format(**locals()) + " must be integer")
                                if isinstance(data__zones_value__capacity, (int, float, Decimal)) and not isinstance(data__zones_value__capacity, bool):
                                    if data__zones_value__capacity < 0:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".zones.{data__zones_key}.capacity".format(**locals()) + " must be bigger than or equal to 0")
                                    if data__zones_value__capacity > 100000:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".zones.{data__zones_key}.capacity".format(**locals()) + " must be smaller than or equal to 100000")
                            if "description" in data__zones_value_keys:
                                data__zones_value_keys.remove("description")
                                data__zones_value__description = data__zones_value["description"]
                                if not isinstance(data__zones_value__description, (str)):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".zones.{data__zones_key}.description".format(**locals()) + " must be string")
                                if isinstance(data__zones_value__description, str):
                                    data__zones_value__description_len = len(data__zones_value__description)
                                    if data__zones_value__description_len > 4000:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".zones.{data__zones_key}.description".format(**locals()) + " must be shorter than or equal to 4000 characters")
                            if "holds" in data__zones_value_keys:
                                data__zones_value_keys.remove("holds")
                                data__zones_value__holds = data__zones_value["holds"]
                                if not isinstance(data__zones_value__holds, (list, tuple)):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".zones.{data__zones_key}.holds".format(**locals()) + " must be array")
                                data__zones_value__holds_is_list = isinstance(data__zones_value__holds, (list, tuple))
                                if data__zones_value__holds_is_list:
                                    data__zones_value__holds_len = len(data__zones_value__holds)
                                    for data__zones_value__holds_x, data__zones_value__holds_item in enumerate(data__zones_value__holds):
                                        if not isinstance(data__zones_value__holds_item, (str)):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".zones.{data__zones_key}.holds[{data__zones_value__holds_x}]".format(**locals()) + " must be string")
                                        if isinstance(data__zones_value__holds_item, str):
                                            data__zones_value__holds_item_len = len(data__zones_value__holds_item)
                                            if data__zones_value__holds_item_len > 64:
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".zones.{data__zones_key}.holds[{data__zones_value__holds_x}]".format(**locals()) + " must be shorter than or equal to 64 characters")
                                            if not REGEX_PATTERNS['^[a-z][a-z0-9_]*$'].search(data__zones_value__holds_item):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".zones.{data__zones_key}.holds[{data__zones_value__holds_x}]".format(**locals()) + " must match pattern ^[a-z][a-z0-9_]*$")
                            if data__zones_value_keys:
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".zones.{data__zones_key}".format(**locals()) + " must not contain "+str(data__zones_value_keys)+" properties")
                data__zones_len = len(data__zones)
                if data__zones_len != 0:
                    data__zones_property_names = True
                    for data__zones_key in data__zones:
                        try:
                            if not isinstance(data__zones_key, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".zones must be string")
                            if isinstance(data__zones_key, str):
                                data__zones_key_len = len(data__zones_key)
                                if data__zones_key_len > 64:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".zones must be shorter than or equal to 64 characters")
                                if not REGEX_PATTERNS['^[a-z][a-z0-9_]*$'].search(data__zones_key):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".zones must match pattern ^[a-z][a-z0-9_]*$")
                        except (JsonSchemaValueException, JsonSchemaValuesException):
                            data__zones_property_names = False
                    if not data__zones_property_names:
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".zones must be named by propertyName definition")
        if "card_types" in data_keys:
            data_keys.remove("card_types")
            data__cardtypes = data["card_types"]
            if not isinstance(data__cardtypes, (dict)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".card_types must be object")
            data__cardtypes_is_dict = isinstance(data__cardtypes, dict)
            if data__cardtypes_is_dict:
                data__cardtypes_keys = set(data__cardtypes.keys())
                for data__cardtypes_key in data__cardtypes_keys:
                    if data__cardtypes_key not in []:
                        data__cardtypes_value = data__cardtypes.get(data__cardtypes_key)
                        if not isinstance(data__cardtypes_value, (dict)):
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".card_types.{data__cardtypes_key}".format(**locals()) + " must be object")
                        data__cardtypes_value_is_dict = isinstance(data__cardtypes_value, dict)
                        if data__cardtypes_value_is_dict:
                            data__cardtypes_value_keys = set(data__cardtypes_value.keys())
                            if "fields" in data__cardtypes_value_keys:
                                data__cardtypes_value_keys.remove("fields")
                                data__cardtypes_value__fields = data__cardtypes_value["fields"]
                                if not isinstance(data__cardtypes_value__fields, (dict)):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".card_types.{data__cardtypes_key}.fields".format(**locals()) + " must be object")
                                data__cardtypes_value__fields_is_dict = isinstance(data__cardtypes_value__fields, dict)
                                if data__cardtypes_value__fields_is_dict:
                                    data__cardtypes_value__fields_keys = set(data__cardtypes_value__fields.keys())
                                    for data__cardtypes_value__fields_key in data__cardtypes_value__fields_keys:
                                        if data__cardtypes_value__fields_key not in []:
                                            data__cardtypes_value__fields_value = data__cardtypes_value__fields.get(data__cardtypes_value__fields_key)
                                            if not isinstance(data__cardtypes_value__fields_value, (dict)):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".card_types.{data__cardtypes_key}.fields.{data__cardtypes_value__fields_key}".format(**locals()) + " must be object")
                                            data__cardtypes_value__fields_value_is_dict = isinstance(data__cardtypes_value__fields_value, dict)
                                            if data__cardtypes_value__fields_value_is_dict:
                                                data__cardtypes_value__fields_value__missing_keys = set(['type']) - data__cardtypes_value__fields_value.keys()
                                                if data__cardtypes_value__fields_value__missing_keys:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".card_types.{data__cardtypes_key}.fields.{data__cardtypes_value__fields_key}".format(**locals()) + " must contain ")
                                                data__cardtypes_value__fields_value_keys = set(data__cardtypes_value__fields_value.keys())
                                                if "type" in data__cardtypes_value__fields_value_keys:
                                                    data__cardtypes_value__fields_value_keys.remove("type")
                                                    data__cardtypes_value__fields_value__type = data__cardtypes_value__fields_value["type"]
                                                    if not (isinstance(data__cardtypes_value__fields_value__type, str) and data__cardtypes_value__fields_value__type == 'int' or isinstance(data__cardtypes_value__fields_value__type, str) and data__cardtypes_value__fields_value__type == 'text' or isinstance(data__cardtypes_value__fields_value__type, str) and data__cardtypes_value__fields_value__type == 'enum' or isinstance(data__cardtypes_value__fields_value__type, str) and data__cardtypes_value__fields_value__type == 'effect' or isinstance(data__cardtypes_value__fields_value__type, str) and data__cardtypes_value__fields_value__type == 'resources' or isinstance(data__cardtypes_value__fields_value__type, str) and data__cardtypes_value__fields_value__type == 'list' or isinstance(data__cardtypes_value__fields_value__type, str) and data__cardtypes_value__fields_value__type == 'bool' or isinstance(data__cardtypes_value__fields_value__type, str) and data__cardtypes_value__fields_value__type == 'map'):
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".card_types.{data__cardtypes_key}.fields.{data__cardtypes_value__fields_key}.type".format(**locals()) + " must be one of ['int', 'text', 'enum', 'effect', 'resources', 'list', 'bool', 'map']")
                                                if "min" in data__cardtypes_value__fields_value_keys:
                                                    data__cardtypes_value__fields_value_keys.remove("min")
                                                    data__cardtypes_value__fields_value__min = data__cardtypes_value__fields_value["min"]
                                                    if not isinstance(data__cardtypes_value__fields_value__min, (int)) and not (isinstance(data__cardtypes_value__fields_value__min, float) and data__cardtypes_value__fields_value__min.is_integer()) or isinstance(data__cardtypes_value__fields_value__min, bool):
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".card_types.{data__cardtypes_key}.fields.{data__cardtypes_value__fields_key}.min".format(**locals()) + " must be integer")
                                                    if isinstance(data__cardtypes_value__fields_value__min, (int, float, Decimal)) and not isinstance(data__cardtypes_value__fields_value__min, bool):
                                                        if data__cardtypes_value__fields_value__min < -1000000:
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".card_types.{data__cardtypes_key}.fields.{data__cardtypes_value__fields_key}.min".format(**locals()) + " must be bigger than or equal to -1000000")
                                                        if data__cardtypes_value__fields_value__min > 1000000:
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".card_types.{data__cardtypes_key}.fields.{data__cardtypes_value__fields_key}.min".format(**locals()) + " must be smaller than or equal to 1000000")
                                                if "max" in data__cardtypes_value__fields_value_keys:
                                                    data__cardtypes_value__fields_value_keys.remove("max")
                                                    data__cardtypes_value__fields_value__max = data__cardtypes_value__fields_value["max"]
                                                    if not isinstance(data__cardtypes_value__fields_value__max, (int)) and not (isinstance(data__cardtypes_value__fields_value__max, float) and data__cardtypes_value__fields_value__max.is_integer()) or isinstance(data__cardtypes_value__fields_value__max, bool):
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".card_types.{data__cardtypes_key}.fields.{data__cardtypes_value__fields_key}.max".format(**locals()) + " must be integer")
                                                    if isinstance(data__cardtypes_value__fields_value__max, (int, float, Decimal)) and not isinstance(data__cardtypes_value__fields_value__max, bool):
                                                        if data__cardtypes_value__fields_value__max < -1000000:
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".card_types.{data__cardtypes_key}.fields.{data__cardtypes_value__fields_key}.max".format(**locals()) + " must be bigger than or equal to -1000000")
                                                        if data__cardtypes_value__fields_value__max > 1000000:
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".card_types.{data__cardtypes_key}.fields.{data__cardtypes_value__fields_key}.max".format(**locals()) + " must be smaller than or equal to 1000000")
                                                if "values" in data__cardtypes_value__fields_value_keys:
                                                    data__cardtypes_value__fields_value_keys.remove("values")
                                                    data__cardtypes_value__fields_value__values = data__cardtypes_value__fields_value["values"]
                                                    if not isinstance(data__cardtypes_value__fields_value__values, (list, tuple)):
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".card_types.{data__cardtypes_key}.fields.{data__cardtypes_value__fields_key}.values".format(**locals()) + " must be array")
                                                    data__cardtypes_value__fields_value__values_is_list = isinstance(data__cardtypes_value__fields_value__values, (list, tuple))
                                                    if data__cardtypes_value__fields_value__values_is_list:
                                                        data__cardtypes_value__fields_value__values_len = len(data__cardtypes_value__fields_value__values)
                                                        if data__cardtypes_value__fields_value__values_len < 1:
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".card_types.{data__cardtypes_key}.fields.{data__cardtypes_value__fields_key}.values".format(**locals()) + " must contain at least 1 items")
                                                        for data__cardtypes_value__fields_value__values_x, data__cardtypes_value__fields_value__values_item in enumerate(data__cardtypes_value__fields_value__values):
                                                            if not isinstance(data__cardtypes_value__fields_value__values_item, (str)):
                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".card_types.{data__cardtypes_key}.fields.{data__cardtypes_value__fields_key}.values[{data__cardtypes_value__fields_value__values_x}]".format(**locals()) + " must be string")
                                                            if isinstance(data__cardtypes_value__fields_value__values_item, str):
                                                                data__cardtypes_value__fields_value__values_item_len = len(data__cardtypes_value__fields_value__values_item)
                                                                if data__cardtypes_value__fields_value__values_item_len > 64:
                                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".card_types.{data__cardtypes_key}.fields.{data__cardtypes_value__fields_key}.values[{data__cardtypes_value__fields_value__values_x}]".format(**locals()) + " must be shorter than or equal to 64 characters")
                                                                if not REGEX_PATTERNS['^[a-z][a-z0-9_]*$'].search(data__cardtypes_value__fields_value__values_item):
                                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".card_types.{data__cardtypes_key}.fields.{data__cardtypes_value__fields_key}.values[{data__cardtypes_value__fields_value__values_x}]".format(**locals()) + " must match pattern ^[a-z][a-z0-9_]*$")
                                                if "required" in data__cardtypes_value__fields_value_keys:
                                                    data__cardtypes_value__fields_value_keys.remove("required")
                                                    data__cardtypes_value__fields_value__required = data__cardtypes_value__fields_value["required"]
                                                    if not isinstance(data__cardtypes_value__fields_value__required, (bool)):
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".card_types.{data__cardtypes_key}.fields.{data__cardtypes_value__fields_key}.required".format(**locals()) + " must be boolean")
                                                if "printed" in data__cardtypes_value__fields_value_keys:
                                                    data__cardtypes_value__fields_value_keys.remove("printed")
                                                    data__cardtypes_value__fields_value__printed = data__cardtypes_value__fields_value["printed"]
                                                    if not isinstance(data__cardtypes_value__fields_value__printed, (str)):
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".card_types.{data__cardtypes_key}.fields.{data__cardtypes_value__fields_key}.printed".format(**locals()) + " must be string")
                                                    if isinstance(data__cardtypes_value__fields_value__printed, str):
                                                        data__cardtypes_value__fields_value__printed_len = len(data__cardtypes_value__fields_value__printed)
                                                        if data__cardtypes_value__fields_value__printed_len > 64:
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".card_types.{data__cardtypes_key}.fields.{data__cardtypes_value__fields_key}.printed".format(**locals()) + " must be shorter than or equal to 64 characters")
                                                        if not REGEX_PATTERNS['^[a-z][a-z0-9_]*$'].search(data__cardtypes_value__fields_value__printed):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".card_types.{data__cardtypes_key}.fields.{data__cardtypes_value__fields_key}.printed".format(**locals()) + " must match pattern ^[a-z][a-z0-9_]*$")
                                                if "description" in data__cardtypes_value__fields_value_keys:
                                                    data__cardtypes_value__fields_value_keys.remove("description")
                                                    data__cardtypes_value__fields_value__description = data__cardtypes_value__fields_value["description"]
                                                    if not isinstance(data__cardtypes_value__fields_value__description, (str)):
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".card_types.{data__cardtypes_key}.fields.{data__cardtypes_value__fields_key}.description".format(**locals()) + " must be string")
                                                    if isinstance(data__cardtypes_value__fields_value__description, str):
                                                        data__cardtypes_value__fields_value__description_len = len(data__cardtypes_value__fields_value__description)
                                                        if data__cardtypes_value__fields_value__description_len > 4000:
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".card_types.{data__cardtypes_key}.fields.{data__cardtypes_value__fields_key}.description".format(**locals()) + " must be shorter than or equal to 4000 characters")
                                                if data__cardtypes_value__fields_value_keys:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".card_types.{data__cardtypes_key}.fields.{data__cardtypes_value__fields_key}".format(**locals()) + " must not contain "+str(data__cardtypes_value__fields_value_keys)+" properties")
                                    data__cardtypes_value__fields_len = len(data__cardtypes_value__fields)
                                    if data__cardtypes_value__fields_len != 0:
                                        data__cardtypes_value__fields_property_names = True
                                        for data__cardtypes_value__fields_key in data__cardtypes_value__fields:
                                            try:
                                                if not isinstance(data__cardtypes_value__fields_key, (str)):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".card_types.{data__cardtypes_key}.fields".format(**locals()) + " must be string")
                                                if isinstance(data__cardtypes_value__fields_key, str):
                                                    data__cardtypes_value__fields_key_len = len(data__cardtypes_value__fields_key)
                                                    if data__cardtypes_value__fields_key_len > 64:
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".card_types.{data__cardtypes_key}.fields".format(**locals()) + " must be shorter than or equal to 64 characters")
                                                    if not REGEX_PATTERNS['^[a-z][a-z0-9_]*$'].search(data__cardtypes_value__fields_key):
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".card_types.{data__cardtypes_key}.fields".format(**locals()) + " must match pattern ^[a-z][a-z0-9_]*$")
                                            except (JsonSchemaValueException, JsonSchemaValuesException):
                                                data__cardtypes_value__fields_property_names = False
                                        if not data__cardtypes_value__fields_property_names:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".card_types.{data__cardtypes_key}.fields".format(**locals()) + " must be named by propertyName definition")
                            if "sides" in data__cardtypes_value_keys:
                                data__cardtypes_value_keys.remove("sides")
                                data__cardtypes_value__sides = data__cardtypes_value["sides"]
                                if not isinstance(data__cardtypes_value__sides, (list, tuple)):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".card_types.{data__cardtypes_key}.sides".format(**locals()) + " must be array")
                                data__cardtypes_value__sides_is_list = isinstance(data__cardtypes_value__sides, (list, tuple))
                                if data__cardtypes_value__sides_is_list:
                                    data__cardtypes_value__sides_len = len(data__cardtypes_value__sides)
                                    for data__cardtypes_value__sides_x, data__cardtypes_value__sides_item in enumerate(data__cardtypes_value__sides):
                                        if not isinstance(data__cardtypes_value__sides_item, (str)):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".card_types.{data__cardtypes_key}.sides[{data__cardtypes_value__sides_x}]".format(**locals()) + " must be string")
                                        if isinstance(data__cardtypes_value__sides_item, str):
                                            data__cardtypes_value__sides_item_len = len(data__cardtypes_value__sides_item)
                                            if data__cardtypes_value__sides_item_len > 64:
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".card_types.{data__cardtypes_key}.sides[{data__cardtypes_value__sides_x}]".format(**locals()) + " must be shorter than or equal to 64 characters")
                                            if not REGEX_PATTERNS['^[a-z][a-z0-9_]*$'].search(data__cardtypes_value__sides_item):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".card_types.{data__cardtypes_key}.sides[{data__cardtypes_value__sides_x}]".format(**locals()) + " must match pattern ^[a-z][a-z0-9_]*$")
                            if "back_fields" in data__cardtypes_value_keys:
                                data__cardtypes_value_keys.remove("back_fields")
                                data__cardtypes_value__backfields = data__cardtypes_value["back_fields"]
                                if not isinstance(data__cardtypes_value__backfields, (list, tuple)):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".card_types.{data__cardtypes_key}.back_fields".format(**locals()) + " must be array")
                                data__cardtypes_value__backfields_is_list = isinstance(data__cardtypes_value__backfields, (list, tuple))
                                if data__cardtypes_value__backfields_is_list:
                                    data__cardtypes_value__backfields_len = len(data__cardtypes_value__backfields)
                                    if data__cardtypes_value__backfields_len > 100:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".card_types.{data__cardtypes_key}.back_fields".format(**locals()) + " must contain less than or equal to 100 items")
                                    for data__cardtypes_value__backfields_x, data__cardtypes_value__backfields_item in enumerate(data__cardtypes_value__backfields):
                                        if not isinstance(data__cardtypes_value__backfields_item, (str)):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".card_types.{data__cardtypes_key}.back_fields[{data__cardtypes_value__backfields_x}]".format(**locals()) + " must be string")
                                        if isinstance(data__cardtypes_value__backfields_item, str):
                                            data__cardtypes_value__backfields_item_len = len(data__cardtypes_value__backfields_item)
                                            if data__cardtypes_value__backfields_item_len > 64:
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".card_types.{data__cardtypes_key}.back_fields[{data__cardtypes_value__backfields_x}]".format(**locals()) + " must be shorter than or equal to 64 characters")
                                            if not REGEX_PATTERNS['^[a-z][a-z0-9_]*$'].search(data__cardtypes_value__backfields_item):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".card_types.{data__cardtypes_key}.back_fields[{data__cardtypes_value__backfields_x}]".format(**locals()) + " must match pattern ^[a-z][a-z0-9_]*$")
                            if "private_back" in data__cardtypes_value_keys:
                                data__cardtypes_value_keys.remove("private_back")
                                data__cardtypes_value__privateback = data__cardtypes_value["private_back"]
                                if not isinstance(data__cardtypes_value__privateback, (bool)):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".card_types.{data__cardtypes_key}.private_back".format(**locals()) + " must be boolean")
                            if "count" in data__cardtypes_value_keys:
                                data__cardtypes_value_keys.remove("count")
                                data__cardtypes_value__count = data__cardtypes_value["count"]
                                if not isinstance(data__cardtypes_value__count, (int)) and not (isinstance(data__cardtypes_value__count, float) and data__cardtypes_value__count.is_integer()) or isinstance(data__cardtypes_value__count, bool):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".card_types.{data__cardtypes_key}.count".format(**locals()) + " must be integer")
                                if isinstance(data__cardtypes_value__count, (int, float, Decimal)) and not isinstance(data__cardtypes_value__count, bool):
                                    if data__cardtypes_value__count < 0:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".card_types.{data__cardtypes_key}.count".format(**locals()) + " must be bigger than or equal to 0")
                                    if data__cardtypes_value__count > 100000:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".card_types.{data__cardtypes_key}.count".format(**locals()) + " must be smaller than or equal to 100000")
                            if "name" in data__cardtypes_value_keys:
                                data__cardtypes_value_keys.remove("name")
                                data__cardtypes_value__name = data__cardtypes_value["name"]
                                if not isinstance(data__cardtypes_value__name, (str)):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".card_types.{data__cardtypes_key}.name".format(**locals()) + " must be string")
                                if isinstance(data__cardtypes_value__name, str):
                                    data__cardtypes_value__name_len = len(data__cardtypes_value__name)
                                    if data__cardtypes_value__name_len > 4000:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".card_types.{data__cardtypes_key}.name".format(**locals()) + " must be shorter than or equal to 4000 characters")
                            if "description" in data__cardtypes_value_keys:
                                data__cardtypes_value_keys.remove("description")
                                data__cardtypes_value__description = data__cardtypes_value["description"]
                                if not isinstance(data__cardtypes_value__description, (str)):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".card_types.{data__cardtypes_key}.description".format(**locals()) + " must be string")
                                if isinstance(data__cardtypes_value__description, str):
                                    data__cardtypes_value__description_len = len(data__cardtypes_value__description)
                                    if data__cardtypes_value__description_len > 4000:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".card_types.{data__cardtypes_key}.description".format(**locals()) + " must be shorter than or equal to 4000 characters")
                            if "back" in data__cardtypes_value_keys:
                                data__cardtypes_value_keys.remove("back")
                                data__cardtypes_value__back = data__cardtypes_value["back"]
                                if not isinstance(data__cardtypes_value__back, (str)):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".card_types.{data__cardtypes_key}.back".format(**locals()) + " must be string")
                                if isinstance(data__cardtypes_value__back, str):
                                    data__cardtypes_value__back_len = len(data__cardtypes_value__back)
                                    if data__cardtypes_value__back_len > 4000:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".card_types.{data__cardtypes_key}.back".format(**locals()) + " must be shorter than or equal to 4000 characters")
                            if data__cardtypes_value_keys:
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".card_types.{data__cardtypes_key}".format(**locals()) + " must not contain "+str(data__cardtypes_value_keys)+" properties")
                data__cardtypes_len = len(data__cardtypes)
                if data__cardtypes_len != 0:
                    data__cardtypes_property_names = True
                    for data__cardtypes_key in data__cardtypes:
                        try:
                            if not isinstance(data__cardtypes_key, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".card_types must be string")
                            if isinstance(data__cardtypes_key, str):
                                data__cardtypes_key_len = len(data__cardtypes_key)
                                if data__cardtypes_key_len > 64:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".card_types must be shorter than or equal to 64 characters")
                                if not REGEX_PATTERNS['^[a-z][a-z0-9_]*$'].search(data__cardtypes_key):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".card_types must match pattern ^[a-z][a-z0-9_]*$")
                        except (JsonSchemaValueException, JsonSchemaValuesException):
                            data__cardtypes_property_names = False
                    if not data__cardtypes_property_names:
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".card_types must be named by propertyName definition")
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
        if "files" in data_keys:
            data_keys.remove("files")
            data__files = data["files"]
            if not isinstance(data__files, (list, tuple)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".files must be array")
            data__files_is_list = isinstance(data__files, (list, tuple))
            if data__files_is_list:
                data__files_len = len(data__files)
                for data__files_x, data__files_item in enumerate(data__files):
                    if not isinstance(data__files_item, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".files[{data__files_x}]".format(**locals()) + " must be string")
                    if isinstance(data__files_item, str):
                        data__files_item_len = len(data__files_item)
                        if data__files_item_len > 256:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".files[{data__files_x}]".format(**locals()) + " must be shorter than or equal to 256 characters")
        if "setup" in data_keys:
            data_keys.remove("setup")
            data__setup = data["setup"]
            if not isinstance(data__setup, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".setup must be string")
            if isinstance(data__setup, str):
                data__setup_len = len(data__setup)
                if data__setup_len > 4000:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".setup must be shorter than or equal to 4000 characters")
        if "flow" in data_keys:
            data_keys.remove("flow")
            data__flow = data["flow"]
            if not isinstance(data__flow, (dict)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".flow must be object")
            data__flow_is_dict = isinstance(data__flow, dict)
            if data__flow_is_dict:
                data__flow_keys = set(data__flow.keys())
                if "turn_order" in data__flow_keys:
                    data__flow_keys.remove("turn_order")
                    data__flow__turnorder = data__flow["turn_order"]
                    data__flow__turnorder_any_of_count1 = 0
                    if not data__flow__turnorder_any_of_count1:
                        try:
                            if not (isinstance(data__flow__turnorder, str) and data__flow__turnorder == 'clockwise' or isinstance(data__flow__turnorder, str) and data__flow__turnorder == 'simultaneous' or isinstance(data__flow__turnorder, str) and data__flow__turnorder == 'board_order' or isinstance(data__flow__turnorder, str) and data__flow__turnorder == 'counterclockwise'):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".flow.turn_order must be one of ['clockwise', 'simultaneous', 'board_order', 'counterclockwise']")
                            data__flow__turnorder_any_of_count1 += 1
                        except (JsonSchemaValueException, JsonSchemaValuesException): pass
                    if not data__flow__turnorder_any_of_count1:
                        try:
                            if not isinstance(data__flow__turnorder, (dict)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".flow.turn_order must be object")
                            data__flow__turnorder_is_dict = isinstance(data__flow__turnorder, dict)
                            if data__flow__turnorder_is_dict:
                                data__flow__turnorder__missing_keys = set(['by']) - data__flow__turnorder.keys()
                                if data__flow__turnorder__missing_keys:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".flow.turn_order must contain ")
                                data__flow__turnorder_keys = set(data__flow__turnorder.keys())
                                if "by" in data__flow__turnorder_keys:
                                    data__flow__turnorder_keys.remove("by")
                                    data__flow__turnorder__by = data__flow__turnorder["by"]
                                    if not isinstance(data__flow__turnorder__by, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".flow.turn_order.by must be string")
                                    if isinstance(data__flow__turnorder__by, str):
                                        data__flow__turnorder__by_len = len(data__flow__turnorder__by)
                                        if data__flow__turnorder__by_len > 64:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".flow.turn_order.by must be shorter than or equal to 64 characters")
                                        if not REGEX_PATTERNS['^[a-z][a-z0-9_]*$'].search(data__flow__turnorder__by):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".flow.turn_order.by must match pattern ^[a-z][a-z0-9_]*$")
                                if "first" in data__flow__turnorder_keys:
                                    data__flow__turnorder_keys.remove("first")
                                    data__flow__turnorder__first = data__flow__turnorder["first"]
                                    if not (isinstance(data__flow__turnorder__first, str) and data__flow__turnorder__first == 'highest' or isinstance(data__flow__turnorder__first, str) and data__flow__turnorder__first == 'lowest'):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".flow.turn_order.first must be one of ['highest', 'lowest']")
                                if data__flow__turnorder_keys:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".flow.turn_order must not contain "+str(data__flow__turnorder_keys)+" properties")
                            data__flow__turnorder_any_of_count1 += 1
                        except (JsonSchemaValueException, JsonSchemaValuesException): pass
                    if not data__flow__turnorder_any_of_count1:
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".flow.turn_order cannot be validated by any definition")
                if "phases" in data__flow_keys:
                    data__flow_keys.remove("phases")
                    data__flow__phases = data__flow["phases"]
                    if not isinstance(data__flow__phases, (list, tuple)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".flow.phases must be array")
                    data__flow__phases_is_list = isinstance(data__flow__phases, (list, tuple))
                    if data__flow__phases_is_list:
                        data__flow__phases_len = len(data__flow__phases)
                        for data__flow__phases_x, data__flow__phases_item in enumerate(data__flow__phases):
                            if not isinstance(data__flow__phases_item, (dict)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".flow.phases[{data__flow__phases_x}]".format(**locals()) + " must be object")
                            data__flow__phases_item_is_dict = isinstance(data__flow__phases_item, dict)
                            if data__flow__phases_item_is_dict:
                                data__flow__phases_item__missing_keys = set(['id']) - data__flow__phases_item.keys()
                                if data__flow__phases_item__missing_keys:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".flow.phases[{data__flow__phases_x}]".format(**locals()) + " must contain ")
                                data__flow__phases_item_keys = set(data__flow__phases_item.keys())
                                if "id" in data__flow__phases_item_keys:
                                    data__flow__phases_item_keys.remove("id")
                                    data__flow__phases_item__id = data__flow__phases_item["id"]
                                    if not isinstance(data__flow__phases_item__id, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".flow.phases[{data__flow__phases_x}].id".format(**locals()) + " must be string")
                                    if isinstance(data__flow__phases_item__id, str):
                                        data__flow__phases_item__id_len = len(data__flow__phases_item__id)
                                        if data__flow__phases_item__id_len > 64:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".flow.phases[{data__flow__phases_x}].id".format(**locals()) + " must be shorter than or equal to 64 characters")
                                        if not REGEX_PATTERNS['^[a-z][a-z0-9_]*$'].search(data__flow__phases_item__id):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".flow.phases[{data__flow__phases_x}].id".format(**locals()) + " must match pattern ^[a-z][a-z0-9_]*$")
                                if "steps" in data__flow__phases_item_keys:
                                    data__flow__phases_item_keys.remove("steps")
                                    data__flow__phases_item__steps = data__flow__phases_item["steps"]
                                    if not isinstance(data__flow__phases_item__steps, (list, tuple)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".flow.phases[{data__flow__phases_x}].steps".format(**locals()) + " must be array")
                                    data__flow__phases_item__steps_is_list = isinstance(data__flow__phases_item__steps, (list, tuple))
                                    if data__flow__phases_item__steps_is_list:
                                        data__flow__phases_item__steps_len = len(data__flow__phases_item__steps)
                                        for data__flow__phases_item__steps_x, data__flow__phases_item__steps_item in enumerate(data__flow__phases_item__steps):
                                            if not isinstance(data__flow__phases_item__steps_item, (dict)):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".flow.phases[{data__flow__phases_x}].steps[{data__flow__phases_item__steps_x}]".format(**locals()) + " must be object")
                                            data__flow__phases_item__steps_item_is_dict = isinstance(data__flow__phases_item__steps_item, dict)
                                            if data__flow__phases_item__steps_item_is_dict:
                                                data__flow__phases_item__steps_item__missing_keys = set(['id']) - data__flow__phases_item__steps_item.keys()
                                                if data__flow__phases_item__steps_item__missing_keys:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".flow.phases[{data__flow__phases_x}].steps[{data__flow__phases_item__steps_x}]".format(**locals()) + " must contain ")
                                                data__flow__phases_item__steps_item_keys = set(data__flow__phases_item__steps_item.keys())
                                                if "id" in data__flow__phases_item__steps_item_keys:
                                                    data__flow__phases_item__steps_item_keys.remove("id")
                                                    data__flow__phases_item__steps_item__id = data__flow__phases_item__steps_item["id"]
                                                    if not isinstance(data__flow__phases_item__steps_item__id, (str)):
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".flow.phases[{data__flow__phases_x}].steps[{data__flow__phases_item__steps_x}].id".format(**locals()) + " must be string")
                                                    if isinstance(data__flow__phases_item__steps_item__id, str):
                                                        data__flow__phases_item__steps_item__id_len = len(data__flow__phases_item__steps_item__id)
                                                        if data__flow__phases_item__steps_item__id_len > 64:
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".flow.phases[{data__flow__phases_x}].steps[{data__flow__phases_item__steps_x}].id".format(**locals()) + " must be shorter than or equal to 64 characters")
                                                        if not REGEX_PATTERNS['^[a-z][a-z0-9_]*$'].search(data__flow__phases_item__steps_item__id):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".flow.phases[{data__flow__phases_x}].steps[{data__flow__phases_item__steps_x}].id".format(**locals()) + " must match pattern ^[a-z][a-z0-9_]*$")
                                                if "do" in data__flow__phases_item__steps_item_keys:
                                                    data__flow__phases_item__steps_item_keys.remove("do")
                                                    data__flow__phases_item__steps_item__do = data__flow__phases_item__steps_item["do"]
                                                    if not isinstance(data__flow__phases_item__steps_item__do, (str)):
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".flow.phases[{data__flow__phases_x}].steps[{data__flow__phases_item__steps_x}].do".format(**locals()) + " must be string")
                                                    if isinstance(data__flow__phases_item__steps_item__do, str):
                                                        data__flow__phases_item__steps_item__do_len = len(data__flow__phases_item__steps_item__do)
                                                        if data__flow__phases_item__steps_item__do_len > 4000:
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".flow.phases[{data__flow__phases_x}].steps[{data__flow__phases_item__steps_x}].do".format(**locals()) + " must be shorter than or equal to 4000 characters")
                                                if "description" in data__flow__phases_item__steps_item_keys:
                                                    data__flow__phases_item__steps_item_keys.remove("description")
                                                    data__flow__phases_item__steps_item__description = data__flow__phases_item__steps_item["description"]
                                                    if not isinstance(data__flow__phases_item__steps_item__description, (str)):
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".flow.phases[{data__flow__phases_x}].steps[{data__flow__phases_item__steps_x}].description".format(**locals()) + " must be string")
                                                    if isinstance(data__flow__phases_item__steps_item__description, str):
                                                        data__flow__phases_item__steps_item__description_len = len(data__flow__phases_item__steps_item__description)
                                                        if data__flow__phases_item__steps_item__description_len > 4000:
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".flow.phases[{data__flow__phases_x}].steps[{data__flow__phases_item__steps_x}].description".format(**locals()) + " must be shorter than or equal to 4000 characters")
                                                if "optional" in data__flow__phases_item__steps_item_keys:
                                                    data__flow__phases_item__steps_item_keys.remove("optional")
                                                    data__flow__phases_item__steps_item__optional = data__flow__phases_item__steps_item["optional"]
                                                    if not isinstance(data__flow__phases_item__steps_item__optional, (bool)):
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".flow.phases[{data__flow__phases_x}].steps[{data__flow__phases_item__steps_x}].optional".format(**locals()) + " must be boolean")
                                                if "players" in data__flow__phases_item__steps_item_keys:
                                                    data__flow__phases_item__steps_item_keys.remove("players")
                                                    data__flow__phases_item__steps_item__players = data__flow__phases_item__steps_item["players"]
                                                    if not (isinstance(data__flow__phases_item__steps_item__players, str) and data__flow__phases_item__steps_item__players == 'active' or isinstance(data__flow__phases_item__steps_item__players, str) and data__flow__phases_item__steps_item__players == 'each' or isinstance(data__flow__phases_item__steps_item__players, str) and data__flow__phases_item__steps_item__players == 'simultaneous'):
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".flow.phases[{data__flow__phases_x}].steps[{data__flow__phases_item__steps_x}].players".format(**locals()) + " must be one of ['active', 'each', 'simultaneous']")
                                                if data__flow__phases_item__steps_item_keys:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".flow.phases[{data__flow__phases_x}].steps[{data__flow__phases_item__steps_x}]".format(**locals()) + " must not contain "+str(data__flow__phases_item__steps_item_keys)+" properties")
                                if "description" in data__flow__phases_item_keys:
                                    data__flow__phases_item_keys.remove("description")
                                    data__flow__phases_item__description = data__flow__phases_item["description"]
                                    if not isinstance(data__flow__phases_item__description, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".flow.phases[{data__flow__phases_x}].description".format(**locals()) + " must be string")
                                    if isinstance(data__flow__phases_item__description, str):
                                        data__flow__phases_item__description_len = len(data__flow__phases_item__description)
                                        if data__flow__phases_item__description_len > 4000:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".flow.phases[{data__flow__phases_x}].description".format(**locals()) + " must be shorter than or equal to 4000 characters")
                                if "per" in data__flow__phases_item_keys:
                                    data__flow__phases_item_keys.remove("per")
                                    data__flow__phases_item__per = data__flow__phases_item["per"]
                                    if not (isinstance(data__flow__phases_item__per, str) and data__flow__phases_item__per == 'turn' or isinstance(data__flow__phases_item__per, str) and data__flow__phases_item__per == 'round'):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".flow.phases[{data__flow__phases_x}].per".format(**locals()) + " must be one of ['turn', 'round']")
                                if data__flow__phases_item_keys:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".flow.phases[{data__flow__phases_x}]".format(**locals()) + " must not contain "+str(data__flow__phases_item_keys)+" properties")
                if "description" in data__flow_keys:
                    data__flow_keys.remove("description")
                    data__flow__description = data__flow["description"]
                    if not isinstance(data__flow__description, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".flow.description must be string")
                    if isinstance(data__flow__description, str):
                        data__flow__description_len = len(data__flow__description)
                        if data__flow__description_len > 4000:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".flow.description must be shorter than or equal to 4000 characters")
                if data__flow_keys:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".flow must not contain "+str(data__flow_keys)+" properties")
        if "end" in data_keys:
            data_keys.remove("end")
            data__end = data["end"]
            if not isinstance(data__end, (list, tuple)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".end must be array")
            data__end_is_list = isinstance(data__end, (list, tuple))
            if data__end_is_list:
                data__end_len = len(data__end)
                for data__end_x, data__end_item in enumerate(data__end):
                    if not isinstance(data__end_item, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".end[{data__end_x}]".format(**locals()) + " must be string")
                    if isinstance(data__end_item, str):
                        data__end_item_len = len(data__end_item)
                        if data__end_item_len > 4000:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".end[{data__end_x}]".format(**locals()) + " must be shorter than or equal to 4000 characters")
        if "scoring" in data_keys:
            data_keys.remove("scoring")
            data__scoring = data["scoring"]
            if not isinstance(data__scoring, (list, tuple)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".scoring must be array")
            data__scoring_is_list = isinstance(data__scoring, (list, tuple))
            if data__scoring_is_list:
                data__scoring_len = len(data__scoring)
                for data__scoring_x, data__scoring_item in enumerate(data__scoring):
                    if not isinstance(data__scoring_item, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".scoring[{data__scoring_x}]".format(**locals()) + " must be string")
                    if isinstance(data__scoring_item, str):
                        data__scoring_item_len = len(data__scoring_item)
                        if data__scoring_item_len > 4000:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".scoring[{data__scoring_x}]".format(**locals()) + " must be shorter than or equal to 4000 characters")
        if "tie_breakers" in data_keys:
            data_keys.remove("tie_breakers")
            data__tiebreakers = data["tie_breakers"]
            if not isinstance(data__tiebreakers, (list, tuple)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".tie_breakers must be array")
            data__tiebreakers_is_list = isinstance(data__tiebreakers, (list, tuple))
            if data__tiebreakers_is_list:
                data__tiebreakers_len = len(data__tiebreakers)
                for data__tiebreakers_x, data__tiebreakers_item in enumerate(data__tiebreakers):
                    if not isinstance(data__tiebreakers_item, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".tie_breakers[{data__tiebreakers_x}]".format(**locals()) + " must be string")
                    if isinstance(data__tiebreakers_item, str):
                        data__tiebreakers_item_len = len(data__tiebreakers_item)
                        if data__tiebreakers_item_len > 4000:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".tie_breakers[{data__tiebreakers_x}]".format(**locals()) + " must be shorter than or equal to 4000 characters")
        if "modes" in data_keys:
            data_keys.remove("modes")
            data__modes = data["modes"]
            if not isinstance(data__modes, (dict)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".modes must be object")
            data__modes_is_dict = isinstance(data__modes, dict)
            if data__modes_is_dict:
                data__modes_keys = set(data__modes.keys())
                for data__modes_key in data__modes_keys:
                    if data__modes_key not in []:
                        data__modes_value = data__modes.get(data__modes_key)
                        if not isinstance(data__modes_value, (dict)):
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".modes.{data__modes_key}".format(**locals()) + " must be object")
                data__modes_len = len(data__modes)
                if data__modes_len != 0:
                    data__modes_property_names = True
                    for data__modes_key in data__modes:
                        try:
                            if not isinstance(data__modes_key, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".modes must be string")
                            if isinstance(data__modes_key, str):
                                data__modes_key_len = len(data__modes_key)
                                if data__modes_key_len > 64:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".modes must be shorter than or equal to 64 characters")
                                if not REGEX_PATTERNS['^[a-z][a-z0-9_]*$'].search(data__modes_key):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".modes must match pattern ^[a-z][a-z0-9_]*$")
                        except (JsonSchemaValueException, JsonSchemaValuesException):
                            data__modes_property_names = False
                    if not data__modes_property_names:
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".modes must be named by propertyName definition")
        if "runtime" in data_keys:
            data_keys.remove("runtime")
            data__runtime = data["runtime"]
            if not isinstance(data__runtime, (dict)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime must be object")
            data__runtime_is_dict = isinstance(data__runtime, dict)
            if data__runtime_is_dict:
                data__runtime_keys = set(data__runtime.keys())
                if "module" in data__runtime_keys:
                    data__runtime_keys.remove("module")
                    data__runtime__module = data__runtime["module"]
                    if not isinstance(data__runtime__module, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.module must be string")
                    if isinstance(data__runtime__module, str):
                        if not REGEX_PATTERNS['^[a-z_][a-z0-9_]*\\.py$'].search(data__runtime__module):
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.module must match pattern ^[a-z_][a-z0-9_]*\\.py$")
                if "supply" in data__runtime_keys:
                    data__runtime_keys.remove("supply")
                    data__runtime__supply = data__runtime["supply"]
                    if not isinstance(data__runtime__supply, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.supply must be string")
                    if isinstance(data__runtime__supply, str):
                        data__runtime__supply_len = len(data__runtime__supply)
                        if data__runtime__supply_len > 64:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.supply must be shorter than or equal to 64 characters")
                        if not REGEX_PATTERNS['^[a-z][a-z0-9_]*$'].search(data__runtime__supply):
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.supply must match pattern ^[a-z][a-z0-9_]*$")
                if "hand" in data__runtime_keys:
                    data__runtime_keys.remove("hand")
                    data__runtime__hand = data__runtime["hand"]
                    if not isinstance(data__runtime__hand, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.hand must be string")
                    if isinstance(data__runtime__hand, str):
                        data__runtime__hand_len = len(data__runtime__hand)
                        if data__runtime__hand_len > 64:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.hand must be shorter than or equal to 64 characters")
                        if not REGEX_PATTERNS['^[a-z][a-z0-9_]*$'].search(data__runtime__hand):
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.hand must match pattern ^[a-z][a-z0-9_]*$")
                if "play_zone" in data__runtime_keys:
                    data__runtime_keys.remove("play_zone")
                    data__runtime__playzone = data__runtime["play_zone"]
                    if not isinstance(data__runtime__playzone, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.play_zone must be string")
                    if isinstance(data__runtime__playzone, str):
                        data__runtime__playzone_len = len(data__runtime__playzone)
                        if data__runtime__playzone_len > 64:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.play_zone must be shorter than or equal to 64 characters")
                        if not REGEX_PATTERNS['^[a-z][a-z0-9_]*$'].search(data__runtime__playzone):
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.play_zone must match pattern ^[a-z][a-z0-9_]*$")
                if "hosted_zone" in data__runtime_keys:
                    data__runtime_keys.remove("hosted_zone")
                    data__runtime__hostedzone = data__runtime["hosted_zone"]
                    if not isinstance(data__runtime__hostedzone, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.hosted_zone must be string")
                    if isinstance(data__runtime__hostedzone, str):
                        data__runtime__hostedzone_len = len(data__runtime__hostedzone)
                        if data__runtime__hostedzone_len > 64:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.hosted_zone must be shorter than or equal to 64 characters")
                        if not REGEX_PATTERNS['^[a-z][a-z0-9_]*$'].search(data__runtime__hostedzone):
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.hosted_zone must match pattern ^[a-z][a-z0-9_]*$")
                if "board" in data__runtime_keys:
                    data__runtime_keys.remove("board")
                    data__runtime__board = data__runtime["board"]
                    if not isinstance(data__runtime__board, (list, tuple)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.board must be array")
                    data__runtime__board_is_list = isinstance(data__runtime__board, (list, tuple))
                    if data__runtime__board_is_list:
                        data__runtime__board_len = len(data__runtime__board)
                        for data__runtime__board_x, data__runtime__board_item in enumerate(data__runtime__board):
                            if not isinstance(data__runtime__board_item, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.board[{data__runtime__board_x}]".format(**locals()) + " must be string")
                            if isinstance(data__runtime__board_item, str):
                                data__runtime__board_item_len = len(data__runtime__board_item)
                                if data__runtime__board_item_len > 64:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.board[{data__runtime__board_x}]".format(**locals()) + " must be shorter than or equal to 64 characters")
                                if not REGEX_PATTERNS['^[a-z][a-z0-9_]*$'].search(data__runtime__board_item):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.board[{data__runtime__board_x}]".format(**locals()) + " must match pattern ^[a-z][a-z0-9_]*$")
                if "active_zones" in data__runtime_keys:
                    data__runtime_keys.remove("active_zones")
                    data__runtime__activezones = data__runtime["active_zones"]
                    if not isinstance(data__runtime__activezones, (list, tuple)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.active_zones must be array")
                    data__runtime__activezones_is_list = isinstance(data__runtime__activezones, (list, tuple))
                    if data__runtime__activezones_is_list:
                        data__runtime__activezones_len = len(data__runtime__activezones)
                        for data__runtime__activezones_x, data__runtime__activezones_item in enumerate(data__runtime__activezones):
                            if not isinstance(data__runtime__activezones_item, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.active_zones[{data__runtime__activezones_x}]".format(**locals()) + " must be string")
                            if isinstance(data__runtime__activezones_item, str):
                                data__runtime__activezones_item_len = len(data__runtime__activezones_item)
                                if data__runtime__activezones_item_len > 64:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.active_zones[{data__runtime__activezones_x}]".format(**locals()) + " must be shorter than or equal to 64 characters")
                                if not REGEX_PATTERNS['^[a-z][a-z0-9_]*$'].search(data__runtime__activezones_item):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.active_zones[{data__runtime__activezones_x}]".format(**locals()) + " must match pattern ^[a-z][a-z0-9_]*$")
                if "keeps_owner" in data__runtime_keys:
                    data__runtime_keys.remove("keeps_owner")
                    data__runtime__keepsowner = data__runtime["keeps_owner"]
                    if not isinstance(data__runtime__keepsowner, (list, tuple)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.keeps_owner must be array")
                    data__runtime__keepsowner_is_list = isinstance(data__runtime__keepsowner, (list, tuple))
                    if data__runtime__keepsowner_is_list:
                        data__runtime__keepsowner_len = len(data__runtime__keepsowner)
                        for data__runtime__keepsowner_x, data__runtime__keepsowner_item in enumerate(data__runtime__keepsowner):
                            if not isinstance(data__runtime__keepsowner_item, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.keeps_owner[{data__runtime__keepsowner_x}]".format(**locals()) + " must be string")
                            if isinstance(data__runtime__keepsowner_item, str):
                                data__runtime__keepsowner_item_len = len(data__runtime__keepsowner_item)
                                if data__runtime__keepsowner_item_len > 64:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.keeps_owner[{data__runtime__keepsowner_x}]".format(**locals()) + " must be shorter than or equal to 64 characters")
                                if not REGEX_PATTERNS['^[a-z][a-z0-9_]*$'].search(data__runtime__keepsowner_item):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.keeps_owner[{data__runtime__keepsowner_x}]".format(**locals()) + " must match pattern ^[a-z][a-z0-9_]*$")
                if "discard" in data__runtime_keys:
                    data__runtime_keys.remove("discard")
                    data__runtime__discard = data__runtime["discard"]
                    if not isinstance(data__runtime__discard, (dict)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.discard must be object")
                    data__runtime__discard_is_dict = isinstance(data__runtime__discard, dict)
                    if data__runtime__discard_is_dict:
                        data__runtime__discard_keys = set(data__runtime__discard.keys())
                        for data__runtime__discard_key in data__runtime__discard_keys:
                            if data__runtime__discard_key not in []:
                                data__runtime__discard_value = data__runtime__discard.get(data__runtime__discard_key)
                                if not isinstance(data__runtime__discard_value, (str)):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.discard.{data__runtime__discard_key}".format(**locals()) + " must be string")
                                if isinstance(data__runtime__discard_value, str):
                                    data__runtime__discard_value_len = len(data__runtime__discard_value)
                                    if data__runtime__discard_value_len > 64:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.discard.{data__runtime__discard_key}".format(**locals()) + " must be shorter than or equal to 64 characters")
                                    if not REGEX_PATTERNS['^[a-z][a-z0-9_]*$'].search(data__runtime__discard_value):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.discard.{data__runtime__discard_key}".format(**locals()) + " must match pattern ^[a-z][a-z0-9_]*$")
                        data__runtime__discard_len = len(data__runtime__discard)
                        if data__runtime__discard_len != 0:
                            data__runtime__discard_property_names = True
                            for data__runtime__discard_key in data__runtime__discard:
                                try:
                                    if not isinstance(data__runtime__discard_key, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.discard must be string")
                                    if isinstance(data__runtime__discard_key, str):
                                        data__runtime__discard_key_len = len(data__runtime__discard_key)
                                        if data__runtime__discard_key_len > 64:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.discard must be shorter than or equal to 64 characters")
                                        if not REGEX_PATTERNS['^[a-z][a-z0-9_]*$'].search(data__runtime__discard_key):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.discard must match pattern ^[a-z][a-z0-9_]*$")
                                except (JsonSchemaValueException, JsonSchemaValuesException):
                                    data__runtime__discard_property_names = False
                            if not data__runtime__discard_property_names:
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.discard must be named by propertyName definition")
                if "default_discard" in data__runtime_keys:
                    data__runtime_keys.remove("default_discard")
                    data__runtime__defaultdiscard = data__runtime["default_discard"]
                    if not isinstance(data__runtime__defaultdiscard, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.default_discard must be string")
                    if isinstance(data__runtime__defaultdiscard, str):
                        data__runtime__defaultdiscard_len = len(data__runtime__defaultdiscard)
                        if data__runtime__defaultdiscard_len > 64:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.default_discard must be shorter than or equal to 64 characters")
                        if not REGEX_PATTERNS['^[a-z][a-z0-9_]*$'].search(data__runtime__defaultdiscard):
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.default_discard must match pattern ^[a-z][a-z0-9_]*$")
                if "decks" in data__runtime_keys:
                    data__runtime_keys.remove("decks")
                    data__runtime__decks = data__runtime["decks"]
                    if not isinstance(data__runtime__decks, (dict)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.decks must be object")
                    data__runtime__decks_is_dict = isinstance(data__runtime__decks, dict)
                    if data__runtime__decks_is_dict:
                        data__runtime__decks_keys = set(data__runtime__decks.keys())
                        for data__runtime__decks_key in data__runtime__decks_keys:
                            if data__runtime__decks_key not in []:
                                data__runtime__decks_value = data__runtime__decks.get(data__runtime__decks_key)
                                if not isinstance(data__runtime__decks_value, (str)):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.decks.{data__runtime__decks_key}".format(**locals()) + " must be string")
                                if isinstance(data__runtime__decks_value, str):
                                    data__runtime__decks_value_len = len(data__runtime__decks_value)
                                    if data__runtime__decks_value_len > 64:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.decks.{data__runtime__decks_key}".format(**locals()) + " must be shorter than or equal to 64 characters")
                                    if not REGEX_PATTERNS['^[a-z][a-z0-9_]*$'].search(data__runtime__decks_value):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.decks.{data__runtime__decks_key}".format(**locals()) + " must match pattern ^[a-z][a-z0-9_]*$")
                        data__runtime__decks_len = len(data__runtime__decks)
                        if data__runtime__decks_len != 0:
                            data__runtime__decks_property_names = True
                            for data__runtime__decks_key in data__runtime__decks:
                                try:
                                    if not isinstance(data__runtime__decks_key, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.decks must be string")
                                    if isinstance(data__runtime__decks_key, str):
                                        data__runtime__decks_key_len = len(data__runtime__decks_key)
                                        if data__runtime__decks_key_len > 64:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.decks must be shorter than or equal to 64 characters")
                                        if not REGEX_PATTERNS['^[a-z][a-z0-9_]*$'].search(data__runtime__decks_key):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.decks must match pattern ^[a-z][a-z0-9_]*$")
                                except (JsonSchemaValueException, JsonSchemaValuesException):
                                    data__runtime__decks_property_names = False
                            if not data__runtime__decks_property_names:
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.decks must be named by propertyName definition")
                if "restock" in data__runtime_keys:
                    data__runtime_keys.remove("restock")
                    data__runtime__restock = data__runtime["restock"]
                    if not isinstance(data__runtime__restock, (dict)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.restock must be object")
                    data__runtime__restock_is_dict = isinstance(data__runtime__restock, dict)
                    if data__runtime__restock_is_dict:
                        data__runtime__restock_keys = set(data__runtime__restock.keys())
                        for data__runtime__restock_key in data__runtime__restock_keys:
                            if data__runtime__restock_key not in []:
                                data__runtime__restock_value = data__runtime__restock.get(data__runtime__restock_key)
                                if not isinstance(data__runtime__restock_value, (str)):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.restock.{data__runtime__restock_key}".format(**locals()) + " must be string")
                                if isinstance(data__runtime__restock_value, str):
                                    data__runtime__restock_value_len = len(data__runtime__restock_value)
                                    if data__runtime__restock_value_len > 64:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.restock.{data__runtime__restock_key}".format(**locals()) + " must be shorter than or equal to 64 characters")
                                    if not REGEX_PATTERNS['^[a-z][a-z0-9_]*$'].search(data__runtime__restock_value):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.restock.{data__runtime__restock_key}".format(**locals()) + " must match pattern ^[a-z][a-z0-9_]*$")
                        data__runtime__restock_len = len(data__runtime__restock)
                        if data__runtime__restock_len != 0:
                            data__runtime__restock_property_names = True
                            for data__runtime__restock_key in data__runtime__restock:
                                try:
                                    if not isinstance(data__runtime__restock_key, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.restock must be string")
                                    if isinstance(data__runtime__restock_key, str):
                                        data__runtime__restock_key_len = len(data__runtime__restock_key)
                                        if data__runtime__restock_key_len > 64:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.restock must be shorter than or equal to 64 characters")
                                        if not REGEX_PATTERNS['^[a-z][a-z0-9_]*$'].search(data__runtime__restock_key):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.restock must match pattern ^[a-z][a-z0-9_]*$")
                                except (JsonSchemaValueException, JsonSchemaValuesException):
                                    data__runtime__restock_property_names = False
                            if not data__runtime__restock_property_names:
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.restock must be named by propertyName definition")
                if "cost_field" in data__runtime_keys:
                    data__runtime_keys.remove("cost_field")
                    data__runtime__costfield = data__runtime["cost_field"]
                    if not isinstance(data__runtime__costfield, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.cost_field must be string")
                    if isinstance(data__runtime__costfield, str):
                        data__runtime__costfield_len = len(data__runtime__costfield)
                        if data__runtime__costfield_len > 64:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.cost_field must be shorter than or equal to 64 characters")
                        if not REGEX_PATTERNS['^[a-z][a-z0-9_]*$'].search(data__runtime__costfield):
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.cost_field must match pattern ^[a-z][a-z0-9_]*$")
                if "free_sides" in data__runtime_keys:
                    data__runtime_keys.remove("free_sides")
                    data__runtime__freesides = data__runtime["free_sides"]
                    if not isinstance(data__runtime__freesides, (list, tuple)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.free_sides must be array")
                    data__runtime__freesides_is_list = isinstance(data__runtime__freesides, (list, tuple))
                    if data__runtime__freesides_is_list:
                        data__runtime__freesides_len = len(data__runtime__freesides)
                        for data__runtime__freesides_x, data__runtime__freesides_item in enumerate(data__runtime__freesides):
                            if not isinstance(data__runtime__freesides_item, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.free_sides[{data__runtime__freesides_x}]".format(**locals()) + " must be string")
                            if isinstance(data__runtime__freesides_item, str):
                                data__runtime__freesides_item_len = len(data__runtime__freesides_item)
                                if data__runtime__freesides_item_len > 64:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.free_sides[{data__runtime__freesides_x}]".format(**locals()) + " must be shorter than or equal to 64 characters")
                                if not REGEX_PATTERNS['^[a-z][a-z0-9_]*$'].search(data__runtime__freesides_item):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.free_sides[{data__runtime__freesides_x}]".format(**locals()) + " must match pattern ^[a-z][a-z0-9_]*$")
                if "score" in data__runtime_keys:
                    data__runtime_keys.remove("score")
                    data__runtime__score = data__runtime["score"]
                    if not isinstance(data__runtime__score, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.score must be string")
                    if isinstance(data__runtime__score, str):
                        data__runtime__score_len = len(data__runtime__score)
                        if data__runtime__score_len > 64:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.score must be shorter than or equal to 64 characters")
                        if not REGEX_PATTERNS['^[a-z][a-z0-9_]*$'].search(data__runtime__score):
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.score must match pattern ^[a-z][a-z0-9_]*$")
                if "value" in data__runtime_keys:
                    data__runtime_keys.remove("value")
                    data__runtime__value = data__runtime["value"]
                    if not isinstance(data__runtime__value, (dict)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.value must be object")
                    data__runtime__value_is_dict = isinstance(data__runtime__value, dict)
                    if data__runtime__value_is_dict:
                        data__runtime__value_keys = set(data__runtime__value.keys())
                        for data__runtime__value_key in data__runtime__value_keys:
                            if data__runtime__value_key not in []:
                                data__runtime__value_value = data__runtime__value.get(data__runtime__value_key)
                                if not isinstance(data__runtime__value_value, (int, float, Decimal)) or isinstance(data__runtime__value_value, bool):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.value.{data__runtime__value_key}".format(**locals()) + " must be number")
                if "value_scored" in data__runtime_keys:
                    data__runtime_keys.remove("value_scored")
                    data__runtime__valuescored = data__runtime["value_scored"]
                    if not isinstance(data__runtime__valuescored, (bool)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.value_scored must be boolean")
                if "track_length" in data__runtime_keys:
                    data__runtime_keys.remove("track_length")
                    data__runtime__tracklength = data__runtime["track_length"]
                    if not isinstance(data__runtime__tracklength, (int)) and not (isinstance(data__runtime__tracklength, float) and data__runtime__tracklength.is_integer()) or isinstance(data__runtime__tracklength, bool):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.track_length must be integer")
                    if isinstance(data__runtime__tracklength, (int, float, Decimal)) and not isinstance(data__runtime__tracklength, bool):
                        if data__runtime__tracklength < 0:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.track_length must be bigger than or equal to 0")
                        if data__runtime__tracklength > 100000:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.track_length must be smaller than or equal to 100000")
                if "max_turns" in data__runtime_keys:
                    data__runtime_keys.remove("max_turns")
                    data__runtime__maxturns = data__runtime["max_turns"]
                    if not isinstance(data__runtime__maxturns, (int)) and not (isinstance(data__runtime__maxturns, float) and data__runtime__maxturns.is_integer()) or isinstance(data__runtime__maxturns, bool):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.max_turns must be integer")
                    if isinstance(data__runtime__maxturns, (int, float, Decimal)) and not isinstance(data__runtime__maxturns, bool):
                        if data__runtime__maxturns < 1:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.max_turns must be bigger than or equal to 1")
                        if data__runtime__maxturns > 100000:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.max_turns must be smaller than or equal to 100000")
                if "rank_by" in data__runtime_keys:
                    data__runtime_keys.remove("rank_by")
                    data__runtime__rankby = data__runtime["rank_by"]
                    if not isinstance(data__runtime__rankby, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.rank_by must be string")
                    if isinstance(data__runtime__rankby, str):
                        data__runtime__rankby_len = len(data__runtime__rankby)
                        if data__runtime__rankby_len > 64:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.rank_by must be shorter than or equal to 64 characters")
                        if not REGEX_PATTERNS['^[a-z][a-z0-9_]*$'].search(data__runtime__rankby):
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.rank_by must match pattern ^[a-z][a-z0-9_]*$")
                if "returns" in data__runtime_keys:
                    data__runtime_keys.remove("returns")
                    data__runtime__returns = data__runtime["returns"]
                    if not (isinstance(data__runtime__returns, str) and data__runtime__returns == 'win' or isinstance(data__runtime__returns, str) and data__runtime__returns == 'score' or isinstance(data__runtime__returns, str) and data__runtime__returns == 'rank'):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.returns must be one of ['win', 'score', 'rank']")
                if "pieces" in data__runtime_keys:
                    data__runtime_keys.remove("pieces")
                    data__runtime__pieces = data__runtime["pieces"]
                    if not isinstance(data__runtime__pieces, (list, tuple)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.pieces must be array")
                    data__runtime__pieces_is_list = isinstance(data__runtime__pieces, (list, tuple))
                    if data__runtime__pieces_is_list:
                        data__runtime__pieces_len = len(data__runtime__pieces)
                        for data__runtime__pieces_x, data__runtime__pieces_item in enumerate(data__runtime__pieces):
                            if not isinstance(data__runtime__pieces_item, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.pieces[{data__runtime__pieces_x}]".format(**locals()) + " must be string")
                            if isinstance(data__runtime__pieces_item, str):
                                data__runtime__pieces_item_len = len(data__runtime__pieces_item)
                                if data__runtime__pieces_item_len > 64:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.pieces[{data__runtime__pieces_x}]".format(**locals()) + " must be shorter than or equal to 64 characters")
                                if not REGEX_PATTERNS['^[a-z][a-z0-9_]*$'].search(data__runtime__pieces_item):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.pieces[{data__runtime__pieces_x}]".format(**locals()) + " must match pattern ^[a-z][a-z0-9_]*$")
                if "tie_break" in data__runtime_keys:
                    data__runtime_keys.remove("tie_break")
                    data__runtime__tiebreak = data__runtime["tie_break"]
                    if not isinstance(data__runtime__tiebreak, (list, tuple)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.tie_break must be array")
                    data__runtime__tiebreak_is_list = isinstance(data__runtime__tiebreak, (list, tuple))
                    if data__runtime__tiebreak_is_list:
                        data__runtime__tiebreak_len = len(data__runtime__tiebreak)
                        for data__runtime__tiebreak_x, data__runtime__tiebreak_item in enumerate(data__runtime__tiebreak):
                            if not isinstance(data__runtime__tiebreak_item, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.tie_break[{data__runtime__tiebreak_x}]".format(**locals()) + " must be string")
                            if isinstance(data__runtime__tiebreak_item, str):
                                data__runtime__tiebreak_item_len = len(data__runtime__tiebreak_item)
                                if data__runtime__tiebreak_item_len > 64:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.tie_break[{data__runtime__tiebreak_x}]".format(**locals()) + " must be shorter than or equal to 64 characters")
                                if not REGEX_PATTERNS['^[a-z][a-z0-9_]*$'].search(data__runtime__tiebreak_item):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.tie_break[{data__runtime__tiebreak_x}]".format(**locals()) + " must match pattern ^[a-z][a-z0-9_]*$")
                if "rival" in data__runtime_keys:
                    data__runtime_keys.remove("rival")
                    data__runtime__rival = data__runtime["rival"]
                    if not isinstance(data__runtime__rival, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.rival must be string")
                    if isinstance(data__runtime__rival, str):
                        data__runtime__rival_len = len(data__runtime__rival)
                        if data__runtime__rival_len > 64:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.rival must be shorter than or equal to 64 characters")
                        if not REGEX_PATTERNS['^[a-z][a-z0-9_]*$'].search(data__runtime__rival):
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.rival must match pattern ^[a-z][a-z0-9_]*$")
                if "options" in data__runtime_keys:
                    data__runtime_keys.remove("options")
                    data__runtime__options = data__runtime["options"]
                    if not isinstance(data__runtime__options, (list, tuple)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.options must be array")
                    data__runtime__options_is_list = isinstance(data__runtime__options, (list, tuple))
                    if data__runtime__options_is_list:
                        data__runtime__options_len = len(data__runtime__options)
                        for data__runtime__options_x, data__runtime__options_item in enumerate(data__runtime__options):
                            if not isinstance(data__runtime__options_item, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.options[{data__runtime__options_x}]".format(**locals()) + " must be string")
                            if isinstance(data__runtime__options_item, str):
                                data__runtime__options_item_len = len(data__runtime__options_item)
                                if data__runtime__options_item_len > 64:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.options[{data__runtime__options_x}]".format(**locals()) + " must be shorter than or equal to 64 characters")
                                if not REGEX_PATTERNS['^[a-z][a-z0-9_]*$'].search(data__runtime__options_item):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.options[{data__runtime__options_x}]".format(**locals()) + " must match pattern ^[a-z][a-z0-9_]*$")
                if "sheet" in data__runtime_keys:
                    data__runtime_keys.remove("sheet")
                    data__runtime__sheet = data__runtime["sheet"]
                    if not isinstance(data__runtime__sheet, (dict)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.sheet must be object")
                    data__runtime__sheet_is_dict = isinstance(data__runtime__sheet, dict)
                    if data__runtime__sheet_is_dict:
                        data__runtime__sheet__missing_keys = set(['component']) - data__runtime__sheet.keys()
                        if data__runtime__sheet__missing_keys:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.sheet must contain ")
                        data__runtime__sheet_keys = set(data__runtime__sheet.keys())
                        if "component" in data__runtime__sheet_keys:
                            data__runtime__sheet_keys.remove("component")
                            data__runtime__sheet__component = data__runtime__sheet["component"]
                            if not isinstance(data__runtime__sheet__component, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.sheet.component must be string")
                            if isinstance(data__runtime__sheet__component, str):
                                data__runtime__sheet__component_len = len(data__runtime__sheet__component)
                                if data__runtime__sheet__component_len > 64:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.sheet.component must be shorter than or equal to 64 characters")
                                if not REGEX_PATTERNS['^[a-z][a-z0-9_]*$'].search(data__runtime__sheet__component):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.sheet.component must match pattern ^[a-z][a-z0-9_]*$")
                        if "face" in data__runtime__sheet_keys:
                            data__runtime__sheet_keys.remove("face")
                            data__runtime__sheet__face = data__runtime__sheet["face"]
                            if not isinstance(data__runtime__sheet__face, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.sheet.face must be string")
                            if isinstance(data__runtime__sheet__face, str):
                                data__runtime__sheet__face_len = len(data__runtime__sheet__face)
                                if data__runtime__sheet__face_len > 64:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.sheet.face must be shorter than or equal to 64 characters")
                                if not REGEX_PATTERNS['^[a-z][a-z0-9_]*$'].search(data__runtime__sheet__face):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.sheet.face must match pattern ^[a-z][a-z0-9_]*$")
                        if "readings" in data__runtime__sheet_keys:
                            data__runtime__sheet_keys.remove("readings")
                            data__runtime__sheet__readings = data__runtime__sheet["readings"]
                            if not isinstance(data__runtime__sheet__readings, (dict)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.sheet.readings must be object")
                            data__runtime__sheet__readings_is_dict = isinstance(data__runtime__sheet__readings, dict)
                            if data__runtime__sheet__readings_is_dict:
                                data__runtime__sheet__readings_keys = set(data__runtime__sheet__readings.keys())
                                for data__runtime__sheet__readings_key in data__runtime__sheet__readings_keys:
                                    if data__runtime__sheet__readings_key not in []:
                                        data__runtime__sheet__readings_value = data__runtime__sheet__readings.get(data__runtime__sheet__readings_key)
                                        if not isinstance(data__runtime__sheet__readings_value, (dict)):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.sheet.readings.{data__runtime__sheet__readings_key}".format(**locals()) + " must be object")
                        if "visibility" in data__runtime__sheet_keys:
                            data__runtime__sheet_keys.remove("visibility")
                            data__runtime__sheet__visibility = data__runtime__sheet["visibility"]
                            if not (isinstance(data__runtime__sheet__visibility, str) and data__runtime__sheet__visibility == 'public' or isinstance(data__runtime__sheet__visibility, str) and data__runtime__sheet__visibility == 'owner'):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.sheet.visibility must be one of ['public', 'owner']")
                        if "face_by" in data__runtime__sheet_keys:
                            data__runtime__sheet_keys.remove("face_by")
                            data__runtime__sheet__faceby = data__runtime__sheet["face_by"]
                            if not isinstance(data__runtime__sheet__faceby, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.sheet.face_by must be string")
                            if isinstance(data__runtime__sheet__faceby, str):
                                data__runtime__sheet__faceby_len = len(data__runtime__sheet__faceby)
                                if data__runtime__sheet__faceby_len > 64:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.sheet.face_by must be shorter than or equal to 64 characters")
                                if not REGEX_PATTERNS['^[a-z][a-z0-9_]*$'].search(data__runtime__sheet__faceby):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.sheet.face_by must match pattern ^[a-z][a-z0-9_]*$")
                        if "faces" in data__runtime__sheet_keys:
                            data__runtime__sheet_keys.remove("faces")
                            data__runtime__sheet__faces = data__runtime__sheet["faces"]
                            if not isinstance(data__runtime__sheet__faces, (dict)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.sheet.faces must be object")
                            data__runtime__sheet__faces_is_dict = isinstance(data__runtime__sheet__faces, dict)
                            if data__runtime__sheet__faces_is_dict:
                                data__runtime__sheet__faces_keys = set(data__runtime__sheet__faces.keys())
                                for data__runtime__sheet__faces_key in data__runtime__sheet__faces_keys:
                                    if data__runtime__sheet__faces_key not in []:
                                        data__runtime__sheet__faces_value = data__runtime__sheet__faces.get(data__runtime__sheet__faces_key)
                                        data__runtime__sheet__faces_value_any_of_count2 = 0
                                        if not data__runtime__sheet__faces_value_any_of_count2:
                                            try:
                                                if not isinstance(data__runtime__sheet__faces_value, (str)):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.sheet.faces.{data__runtime__sheet__faces_key}".format(**locals()) + " must be string")
                                                if isinstance(data__runtime__sheet__faces_value, str):
                                                    data__runtime__sheet__faces_value_len = len(data__runtime__sheet__faces_value)
                                                    if data__runtime__sheet__faces_value_len > 64:
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.sheet.faces.{data__runtime__sheet__faces_key}".format(**locals()) + " must be shorter than or equal to 64 characters")
                                                    if not REGEX_PATTERNS['^[a-z][a-z0-9_]*$'].search(data__runtime__sheet__faces_value):
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.sheet.faces.{data__runtime__sheet__faces_key}".format(**locals()) + " must match pattern ^[a-z][a-z0-9_]*$")
                                                data__runtime__sheet__faces_value_any_of_count2 += 1
                                            except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                        if not data__runtime__sheet__faces_value_any_of_count2:
                                            try:
                                                if not isinstance(data__runtime__sheet__faces_value, (dict)):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.sheet.faces.{data__runtime__sheet__faces_key}".format(**locals()) + " must be object")
                                                data__runtime__sheet__faces_value_is_dict = isinstance(data__runtime__sheet__faces_value, dict)
                                                if data__runtime__sheet__faces_value_is_dict:
                                                    data__runtime__sheet__faces_value__missing_keys = set(['face']) - data__runtime__sheet__faces_value.keys()
                                                    if data__runtime__sheet__faces_value__missing_keys:
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.sheet.faces.{data__runtime__sheet__faces_key}".format(**locals()) + " must contain ")
                                                    data__runtime__sheet__faces_value_keys = set(data__runtime__sheet__faces_value.keys())
                                                    if "face" in data__runtime__sheet__faces_value_keys:
                                                        data__runtime__sheet__faces_value_keys.remove("face")
                                                        data__runtime__sheet__faces_value__face = data__runtime__sheet__faces_value["face"]
                                                        if not isinstance(data__runtime__sheet__faces_value__face, (str)):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.sheet.faces.{data__runtime__sheet__faces_key}.face".format(**locals()) + " must be string")
                                                        if isinstance(data__runtime__sheet__faces_value__face, str):
                                                            data__runtime__sheet__faces_value__face_len = len(data__runtime__sheet__faces_value__face)
                                                            if data__runtime__sheet__faces_value__face_len > 64:
                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.sheet.faces.{data__runtime__sheet__faces_key}.face".format(**locals()) + " must be shorter than or equal to 64 characters")
                                                            if not REGEX_PATTERNS['^[a-z][a-z0-9_]*$'].search(data__runtime__sheet__faces_value__face):
                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.sheet.faces.{data__runtime__sheet__faces_key}.face".format(**locals()) + " must match pattern ^[a-z][a-z0-9_]*$")
                                                    if "component" in data__runtime__sheet__faces_value_keys:
                                                        data__runtime__sheet__faces_value_keys.remove("component")
                                                        data__runtime__sheet__faces_value__component = data__runtime__sheet__faces_value["component"]
                                                        if not isinstance(data__runtime__sheet__faces_value__component, (str)):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.sheet.faces.{data__runtime__sheet__faces_key}.component".format(**locals()) + " must be string")
                                                        if isinstance(data__runtime__sheet__faces_value__component, str):
                                                            data__runtime__sheet__faces_value__component_len = len(data__runtime__sheet__faces_value__component)
                                                            if data__runtime__sheet__faces_value__component_len > 64:
                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.sheet.faces.{data__runtime__sheet__faces_key}.component".format(**locals()) + " must be shorter than or equal to 64 characters")
                                                            if not REGEX_PATTERNS['^[a-z][a-z0-9_]*$'].search(data__runtime__sheet__faces_value__component):
                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.sheet.faces.{data__runtime__sheet__faces_key}.component".format(**locals()) + " must match pattern ^[a-z][a-z0-9_]*$")
                                                    if "readings" in data__runtime__sheet__faces_value_keys:
                                                        data__runtime__sheet__faces_value_keys.remove("readings")
                                                        data__runtime__sheet__faces_value__readings = data__runtime__sheet__faces_value["readings"]
                                                        if not isinstance(data__runtime__sheet__faces_value__readings, (dict)):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.sheet.faces.{data__runtime__sheet__faces_key}.readings".format(**locals()) + " must be object")
                                                        data__runtime__sheet__faces_value__readings_is_dict = isinstance(data__runtime__sheet__faces_value__readings, dict)
                                                        if data__runtime__sheet__faces_value__readings_is_dict:
                                                            data__runtime__sheet__faces_value__readings_keys = set(data__runtime__sheet__faces_value__readings.keys())
                                                            for data__runtime__sheet__faces_value__readings_key in data__runtime__sheet__faces_value__readings_keys:
                                                                if data__runtime__sheet__faces_value__readings_key not in []:
                                                                    data__runtime__sheet__faces_value__readings_value = data__runtime__sheet__faces_value__readings.get(data__runtime__sheet__faces_value__readings_key)
                                                                    if not isinstance(data__runtime__sheet__faces_value__readings_value, (dict)):
                                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.sheet.faces.{data__runtime__sheet__faces_key}.readings.{data__runtime__sheet__faces_value__readings_key}".format(**locals()) + " must be object")
                                                    if data__runtime__sheet__faces_value_keys:
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.sheet.faces.{data__runtime__sheet__faces_key}".format(**locals()) + " must not contain "+str(data__runtime__sheet__faces_value_keys)+" properties")
                                                data__runtime__sheet__faces_value_any_of_count2 += 1
                                            except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                        if not data__runtime__sheet__faces_value_any_of_count2:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.sheet.faces.{data__runtime__sheet__faces_key}".format(**locals()) + " cannot be validated by any definition")
                        if "description" in data__runtime__sheet_keys:
                            data__runtime__sheet_keys.remove("description")
                            data__runtime__sheet__description = data__runtime__sheet["description"]
                            if not isinstance(data__runtime__sheet__description, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.sheet.description must be string")
                            if isinstance(data__runtime__sheet__description, str):
                                data__runtime__sheet__description_len = len(data__runtime__sheet__description)
                                if data__runtime__sheet__description_len > 4000:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.sheet.description must be shorter than or equal to 4000 characters")
                        if data__runtime__sheet_keys:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.sheet must not contain "+str(data__runtime__sheet_keys)+" properties")
                if "description" in data__runtime_keys:
                    data__runtime_keys.remove("description")
                    data__runtime__description = data__runtime["description"]
                    if not isinstance(data__runtime__description, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.description must be string")
                    if isinstance(data__runtime__description, str):
                        data__runtime__description_len = len(data__runtime__description)
                        if data__runtime__description_len > 4000:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime.description must be shorter than or equal to 4000 characters")
                if data__runtime_keys:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime must not contain "+str(data__runtime_keys)+" properties")
        if "deck" in data_keys:
            data_keys.remove("deck")
            data__deck = data["deck"]
            if not isinstance(data__deck, (dict)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".deck must be object")
            data__deck_is_dict = isinstance(data__deck, dict)
            if data__deck_is_dict:
                data__deck_keys = set(data__deck.keys())
                if "description" in data__deck_keys:
                    data__deck_keys.remove("description")
                    data__deck__description = data__deck["description"]
                    if not isinstance(data__deck__description, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".deck.description must be string")
                    if isinstance(data__deck__description, str):
                        data__deck__description_len = len(data__deck__description)
                        if data__deck__description_len > 4000:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".deck.description must be shorter than or equal to 4000 characters")
                if "size" in data__deck_keys:
                    data__deck_keys.remove("size")
                    data__deck__size = data__deck["size"]
                    if not isinstance(data__deck__size, (dict)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".deck.size must be object")
                    data__deck__size_is_dict = isinstance(data__deck__size, dict)
                    if data__deck__size_is_dict:
                        data__deck__size_keys = set(data__deck__size.keys())
                        if "min" in data__deck__size_keys:
                            data__deck__size_keys.remove("min")
                            data__deck__size__min = data__deck__size["min"]
                            if not isinstance(data__deck__size__min, (int)) and not (isinstance(data__deck__size__min, float) and data__deck__size__min.is_integer()) or isinstance(data__deck__size__min, bool):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".deck.size.min must be integer")
                            if isinstance(data__deck__size__min, (int, float, Decimal)) and not isinstance(data__deck__size__min, bool):
                                if data__deck__size__min < 0:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".deck.size.min must be bigger than or equal to 0")
                                if data__deck__size__min > 100000:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".deck.size.min must be smaller than or equal to 100000")
                        if "max" in data__deck__size_keys:
                            data__deck__size_keys.remove("max")
                            data__deck__size__max = data__deck__size["max"]
                            if not isinstance(data__deck__size__max, (int)) and not (isinstance(data__deck__size__max, float) and data__deck__size__max.is_integer()) or isinstance(data__deck__size__max, bool):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".deck.size.max must be integer")
                            if isinstance(data__deck__size__max, (int, float, Decimal)) and not isinstance(data__deck__size__max, bool):
                                if data__deck__size__max < 0:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".deck.size.max must be bigger than or equal to 0")
                                if data__deck__size__max > 100000:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".deck.size.max must be smaller than or equal to 100000")
                        if "description" in data__deck__size_keys:
                            data__deck__size_keys.remove("description")
                            data__deck__size__description = data__deck__size["description"]
                            if not isinstance(data__deck__size__description, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".deck.size.description must be string")
                            if isinstance(data__deck__size__description, str):
                                data__deck__size__description_len = len(data__deck__size__description)
                                if data__deck__size__description_len > 4000:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".deck.size.description must be shorter than or equal to 4000 characters")
                        if data__deck__size_keys:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".deck.size must not contain "+str(data__deck__size_keys)+" properties")
                if "copies" in data__deck_keys:
                    data__deck_keys.remove("copies")
                    data__deck__copies = data__deck["copies"]
                    if not isinstance(data__deck__copies, (dict)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".deck.copies must be object")
                    data__deck__copies_is_dict = isinstance(data__deck__copies, dict)
                    if data__deck__copies_is_dict:
                        data__deck__copies_keys = set(data__deck__copies.keys())
                        if "max" in data__deck__copies_keys:
                            data__deck__copies_keys.remove("max")
                            data__deck__copies__max = data__deck__copies["max"]
                            data__deck__copies__max_any_of_count3 = 0
                            if not data__deck__copies__max_any_of_count3:
                                try:
                                    if not isinstance(data__deck__copies__max, (int)) and not (isinstance(data__deck__copies__max, float) and data__deck__copies__max.is_integer()) or isinstance(data__deck__copies__max, bool):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".deck.copies.max must be integer")
                                    if isinstance(data__deck__copies__max, (int, float, Decimal)) and not isinstance(data__deck__copies__max, bool):
                                        if data__deck__copies__max < 0:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".deck.copies.max must be bigger than or equal to 0")
                                        if data__deck__copies__max > 100000:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".deck.copies.max must be smaller than or equal to 100000")
                                    data__deck__copies__max_any_of_count3 += 1
                                except (JsonSchemaValueException, JsonSchemaValuesException): pass
                            if not data__deck__copies__max_any_of_count3:
                                try:
                                    if not (isinstance(data__deck__copies__max, str) and data__deck__copies__max == 'printed'):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".deck.copies.max must be one of ['printed']")
                                    data__deck__copies__max_any_of_count3 += 1
                                except (JsonSchemaValueException, JsonSchemaValuesException): pass
                            if not data__deck__copies__max_any_of_count3:
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".deck.copies.max cannot be validated by any definition")
                        if "except" in data__deck__copies_keys:
                            data__deck__copies_keys.remove("except")
                            data__deck__copies__except = data__deck__copies["except"]
                            if not isinstance(data__deck__copies__except, (dict)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".deck.copies.except must be object")
                            data__deck__copies__except_is_dict = isinstance(data__deck__copies__except, dict)
                            if data__deck__copies__except_is_dict:
                                data__deck__copies__except_keys = set(data__deck__copies__except.keys())
                                for data__deck__copies__except_key in data__deck__copies__except_keys:
                                    if data__deck__copies__except_key not in []:
                                        data__deck__copies__except_value = data__deck__copies__except.get(data__deck__copies__except_key)
                                        if not isinstance(data__deck__copies__except_value, (int)) and not (isinstance(data__deck__copies__except_value, float) and data__deck__copies__except_value.is_integer()) or isinstance(data__deck__copies__except_value, bool):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".deck.copies.except.{data__deck__copies__except_key}".format(**locals()) + " must be integer")
                                        if isinstance(data__deck__copies__except_value, (int, float, Decimal)) and not isinstance(data__deck__copies__except_value, bool):
                                            if data__deck__copies__except_value < 0:
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".deck.copies.except.{data__deck__copies__except_key}".format(**locals()) + " must be bigger than or equal to 0")
                                            if data__deck__copies__except_value > 100000:
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".deck.copies.except.{data__deck__copies__except_key}".format(**locals()) + " must be smaller than or equal to 100000")
                                data__deck__copies__except_len = len(data__deck__copies__except)
                                if data__deck__copies__except_len != 0:
                                    data__deck__copies__except_property_names = True
                                    for data__deck__copies__except_key in data__deck__copies__except:
                                        try:
                                            if not isinstance(data__deck__copies__except_key, (str)):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".deck.copies.except must be string")
                                            if isinstance(data__deck__copies__except_key, str):
                                                data__deck__copies__except_key_len = len(data__deck__copies__except_key)
                                                if data__deck__copies__except_key_len > 64:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".deck.copies.except must be shorter than or equal to 64 characters")
                                                if not REGEX_PATTERNS['^[a-z][a-z0-9_]*$'].search(data__deck__copies__except_key):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".deck.copies.except must match pattern ^[a-z][a-z0-9_]*$")
                                        except (JsonSchemaValueException, JsonSchemaValuesException):
                                            data__deck__copies__except_property_names = False
                                    if not data__deck__copies__except_property_names:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".deck.copies.except must be named by propertyName definition")
                        if "description" in data__deck__copies_keys:
                            data__deck__copies_keys.remove("description")
                            data__deck__copies__description = data__deck__copies["description"]
                            if not isinstance(data__deck__copies__description, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".deck.copies.description must be string")
                            if isinstance(data__deck__copies__description, str):
                                data__deck__copies__description_len = len(data__deck__copies__description)
                                if data__deck__copies__description_len > 4000:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".deck.copies.description must be shorter than or equal to 4000 characters")
                        if data__deck__copies_keys:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".deck.copies must not contain "+str(data__deck__copies_keys)+" properties")
                if "counts" in data__deck_keys:
                    data__deck_keys.remove("counts")
                    data__deck__counts = data__deck["counts"]
                    if not isinstance(data__deck__counts, (list, tuple)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".deck.counts must be array")
                    data__deck__counts_is_list = isinstance(data__deck__counts, (list, tuple))
                    if data__deck__counts_is_list:
                        data__deck__counts_len = len(data__deck__counts)
                        for data__deck__counts_x, data__deck__counts_item in enumerate(data__deck__counts):
                            if not isinstance(data__deck__counts_item, (dict)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".deck.counts[{data__deck__counts_x}]".format(**locals()) + " must be object")
                            data__deck__counts_item_is_dict = isinstance(data__deck__counts_item, dict)
                            if data__deck__counts_item_is_dict:
                                data__deck__counts_item__missing_keys = set(['name']) - data__deck__counts_item.keys()
                                if data__deck__counts_item__missing_keys:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".deck.counts[{data__deck__counts_x}]".format(**locals()) + " must contain ")
                                data__deck__counts_item_keys = set(data__deck__counts_item.keys())
                                if "name" in data__deck__counts_item_keys:
                                    data__deck__counts_item_keys.remove("name")
                                    data__deck__counts_item__name = data__deck__counts_item["name"]
                                    if not isinstance(data__deck__counts_item__name, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".deck.counts[{data__deck__counts_x}].name".format(**locals()) + " must be string")
                                    if isinstance(data__deck__counts_item__name, str):
                                        data__deck__counts_item__name_len = len(data__deck__counts_item__name)
                                        if data__deck__counts_item__name_len > 4000:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".deck.counts[{data__deck__counts_x}].name".format(**locals()) + " must be shorter than or equal to 4000 characters")
                                if "select" in data__deck__counts_item_keys:
                                    data__deck__counts_item_keys.remove("select")
                                    data__deck__counts_item__select = data__deck__counts_item["select"]
                                    if not isinstance(data__deck__counts_item__select, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".deck.counts[{data__deck__counts_x}].select".format(**locals()) + " must be string")
                                    if isinstance(data__deck__counts_item__select, str):
                                        data__deck__counts_item__select_len = len(data__deck__counts_item__select)
                                        if data__deck__counts_item__select_len > 4000:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".deck.counts[{data__deck__counts_x}].select".format(**locals()) + " must be shorter than or equal to 4000 characters")
                                if "per" in data__deck__counts_item_keys:
                                    data__deck__counts_item_keys.remove("per")
                                    data__deck__counts_item__per = data__deck__counts_item["per"]
                                    if not isinstance(data__deck__counts_item__per, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".deck.counts[{data__deck__counts_x}].per".format(**locals()) + " must be string")
                                    if isinstance(data__deck__counts_item__per, str):
                                        data__deck__counts_item__per_len = len(data__deck__counts_item__per)
                                        if data__deck__counts_item__per_len > 64:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".deck.counts[{data__deck__counts_x}].per".format(**locals()) + " must be shorter than or equal to 64 characters")
                                        if not REGEX_PATTERNS['^[a-z][a-z0-9_]*$'].search(data__deck__counts_item__per):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".deck.counts[{data__deck__counts_x}].per".format(**locals()) + " must match pattern ^[a-z][a-z0-9_]*$")
                                if "min" in data__deck__counts_item_keys:
                                    data__deck__counts_item_keys.remove("min")
                                    data__deck__counts_item__min = data__deck__counts_item["min"]
                                    if not isinstance(data__deck__counts_item__min, (int)) and not (isinstance(data__deck__counts_item__min, float) and data__deck__counts_item__min.is_integer()) or isinstance(data__deck__counts_item__min, bool):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".deck.counts[{data__deck__counts_x}].min".format(**locals()) + " must be integer")
                                    if isinstance(data__deck__counts_item__min, (int, float, Decimal)) and not isinstance(data__deck__counts_item__min, bool):
                                        if data__deck__counts_item__min < 0:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".deck.counts[{data__deck__counts_x}].min".format(**locals()) + " must be bigger than or equal to 0")
                                        if data__deck__counts_item__min > 100000:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".deck.counts[{data__deck__counts_x}].min".format(**locals()) + " must be smaller than or equal to 100000")
                                if "max" in data__deck__counts_item_keys:
                                    data__deck__counts_item_keys.remove("max")
                                    data__deck__counts_item__max = data__deck__counts_item["max"]
                                    if not isinstance(data__deck__counts_item__max, (int)) and not (isinstance(data__deck__counts_item__max, float) and data__deck__counts_item__max.is_integer()) or isinstance(data__deck__counts_item__max, bool):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".deck.counts[{data__deck__counts_x}].max".format(**locals()) + " must be integer")
                                    if isinstance(data__deck__counts_item__max, (int, float, Decimal)) and not isinstance(data__deck__counts_item__max, bool):
                                        if data__deck__counts_item__max < 0:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".deck.counts[{data__deck__counts_x}].max".format(**locals()) + " must be bigger than or equal to 0")
                                        if data__deck__counts_item__max > 100000:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".deck.counts[{data__deck__counts_x}].max".format(**locals()) + " must be smaller than or equal to 100000")
                                if "description" in data__deck__counts_item_keys:
                                    data__deck__counts_item_keys.remove("description")
                                    data__deck__counts_item__description = data__deck__counts_item["description"]
                                    if not isinstance(data__deck__counts_item__description, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".deck.counts[{data__deck__counts_x}].description".format(**locals()) + " must be string")
                                    if isinstance(data__deck__counts_item__description, str):
                                        data__deck__counts_item__description_len = len(data__deck__counts_item__description)
                                        if data__deck__counts_item__description_len > 4000:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".deck.counts[{data__deck__counts_x}].description".format(**locals()) + " must be shorter than or equal to 4000 characters")
                                if data__deck__counts_item_keys:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".deck.counts[{data__deck__counts_x}]".format(**locals()) + " must not contain "+str(data__deck__counts_item_keys)+" properties")
                if "required" in data__deck_keys:
                    data__deck_keys.remove("required")
                    data__deck__required = data__deck["required"]
                    if not isinstance(data__deck__required, (list, tuple)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".deck.required must be array")
                    data__deck__required_is_list = isinstance(data__deck__required, (list, tuple))
                    if data__deck__required_is_list:
                        data__deck__required_len = len(data__deck__required)
                        for data__deck__required_x, data__deck__required_item in enumerate(data__deck__required):
                            if not isinstance(data__deck__required_item, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".deck.required[{data__deck__required_x}]".format(**locals()) + " must be string")
                            if isinstance(data__deck__required_item, str):
                                data__deck__required_item_len = len(data__deck__required_item)
                                if data__deck__required_item_len > 64:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".deck.required[{data__deck__required_x}]".format(**locals()) + " must be shorter than or equal to 64 characters")
                                if not REGEX_PATTERNS['^[a-z][a-z0-9_]*$'].search(data__deck__required_item):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".deck.required[{data__deck__required_x}]".format(**locals()) + " must match pattern ^[a-z][a-z0-9_]*$")
                if "banned" in data__deck_keys:
                    data__deck_keys.remove("banned")
                    data__deck__banned = data__deck["banned"]
                    if not isinstance(data__deck__banned, (list, tuple)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".deck.banned must be array")
                    data__deck__banned_is_list = isinstance(data__deck__banned, (list, tuple))
                    if data__deck__banned_is_list:
                        data__deck__banned_len = len(data__deck__banned)
                        for data__deck__banned_x, data__deck__banned_item in enumerate(data__deck__banned):
                            if not isinstance(data__deck__banned_item, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".deck.banned[{data__deck__banned_x}]".format(**locals()) + " must be string")
                            if isinstance(data__deck__banned_item, str):
                                data__deck__banned_item_len = len(data__deck__banned_item)
                                if data__deck__banned_item_len > 64:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".deck.banned[{data__deck__banned_x}]".format(**locals()) + " must be shorter than or equal to 64 characters")
                                if not REGEX_PATTERNS['^[a-z][a-z0-9_]*$'].search(data__deck__banned_item):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".deck.banned[{data__deck__banned_x}]".format(**locals()) + " must match pattern ^[a-z][a-z0-9_]*$")
                if data__deck_keys:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".deck must not contain "+str(data__deck_keys)+" properties")
        if "glossary" in data_keys:
            data_keys.remove("glossary")
            data__glossary = data["glossary"]
            if not isinstance(data__glossary, (dict)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".glossary must be object")
            data__glossary_is_dict = isinstance(data__glossary, dict)
            if data__glossary_is_dict:
                data__glossary_keys = set(data__glossary.keys())
                for data__glossary_key in data__glossary_keys:
                    if data__glossary_key not in []:
                        data__glossary_value = data__glossary.get(data__glossary_key)
                        if not isinstance(data__glossary_value, (dict)):
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".glossary.{data__glossary_key}".format(**locals()) + " must be object")
                        data__glossary_value_is_dict = isinstance(data__glossary_value, dict)
                        if data__glossary_value_is_dict:
                            data__glossary_value_keys = set(data__glossary_value.keys())
                            for data__glossary_value_key in data__glossary_value_keys:
                                if data__glossary_value_key not in []:
                                    data__glossary_value_value = data__glossary_value.get(data__glossary_value_key)
                                    if not isinstance(data__glossary_value_value, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".glossary.{data__glossary_key}.{data__glossary_value_key}".format(**locals()) + " must be string")
                                    if isinstance(data__glossary_value_value, str):
                                        data__glossary_value_value_len = len(data__glossary_value_value)
                                        if data__glossary_value_value_len < 1:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".glossary.{data__glossary_key}.{data__glossary_value_key}".format(**locals()) + " must be longer than or equal to 1 characters")
                                        if data__glossary_value_value_len > 200:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".glossary.{data__glossary_key}.{data__glossary_value_key}".format(**locals()) + " must be shorter than or equal to 200 characters")
                            data__glossary_value_len = len(data__glossary_value)
                            if data__glossary_value_len != 0:
                                data__glossary_value_property_names = True
                                for data__glossary_value_key in data__glossary_value:
                                    try:
                                        data__glossary_value_key_any_of_count4 = 0
                                        if not data__glossary_value_key_any_of_count4:
                                            try:
                                                if not isinstance(data__glossary_value_key, (str)):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".glossary.{data__glossary_key}".format(**locals()) + " must be string")
                                                if isinstance(data__glossary_value_key, str):
                                                    data__glossary_value_key_len = len(data__glossary_value_key)
                                                    if data__glossary_value_key_len > 64:
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".glossary.{data__glossary_key}".format(**locals()) + " must be shorter than or equal to 64 characters")
                                                    if not REGEX_PATTERNS['^[a-z][a-z0-9_]*$'].search(data__glossary_value_key):
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".glossary.{data__glossary_key}".format(**locals()) + " must match pattern ^[a-z][a-z0-9_]*$")
                                                data__glossary_value_key_any_of_count4 += 1
                                            except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                        if not data__glossary_value_key_any_of_count4:
                                            try:
                                                if not isinstance(data__glossary_value_key, (str)):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".glossary.{data__glossary_key}".format(**locals()) + " must be string")
                                                if isinstance(data__glossary_value_key, str):
                                                    data__glossary_value_key_len = len(data__glossary_value_key)
                                                    if data__glossary_value_key_len > 120:
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".glossary.{data__glossary_key}".format(**locals()) + " must be shorter than or equal to 120 characters")
                                                    if not REGEX_PATTERNS["^[a-z{][a-z0-9_{}:,' ]* [a-z0-9_{}:,' ]*$"].search(data__glossary_value_key):
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".glossary.{data__glossary_key}".format(**locals()) + " must match pattern ^[a-z{][a-z0-9_{}:,' ]* [a-z0-9_{}:,' ]*$")
                                                data__glossary_value_key_any_of_count4 += 1
                                            except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                        if not data__glossary_value_key_any_of_count4:
                                            try:
                                                if not isinstance(data__glossary_value_key, (str)):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".glossary.{data__glossary_key}".format(**locals()) + " must be string")
                                                if isinstance(data__glossary_value_key, str):
                                                    data__glossary_value_key_len = len(data__glossary_value_key)
                                                    if data__glossary_value_key_len > 64:
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".glossary.{data__glossary_key}".format(**locals()) + " must be shorter than or equal to 64 characters")
                                                    if not REGEX_PATTERNS['^[A-Za-z][A-Za-z0-9_{}]*$'].search(data__glossary_value_key):
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".glossary.{data__glossary_key}".format(**locals()) + " must match pattern ^[A-Za-z][A-Za-z0-9_{}]*$")
                                                data__glossary_value_key_any_of_count4 += 1
                                            except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                        if not data__glossary_value_key_any_of_count4:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".glossary.{data__glossary_key}".format(**locals()) + " cannot be validated by any definition")
                                    except (JsonSchemaValueException, JsonSchemaValuesException):
                                        data__glossary_value_property_names = False
                                if not data__glossary_value_property_names:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".glossary.{data__glossary_key}".format(**locals()) + " must be named by propertyName definition")
                data__glossary_len = len(data__glossary)
                if data__glossary_len != 0:
                    data__glossary_property_names = True
                    for data__glossary_key in data__glossary:
                        try:
                            if not (isinstance(data__glossary_key, str) and data__glossary_key == 'pt' or isinstance(data__glossary_key, str) and data__glossary_key == 'pl' or isinstance(data__glossary_key, str) and data__glossary_key == 'it' or isinstance(data__glossary_key, str) and data__glossary_key == 'es' or isinstance(data__glossary_key, str) and data__glossary_key == 'en' or isinstance(data__glossary_key, str) and data__glossary_key == 'fr' or isinstance(data__glossary_key, str) and data__glossary_key == 'de'):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".glossary must be one of ['pt', 'pl', 'it', 'es', 'en', 'fr', 'de']")
                        except (JsonSchemaValueException, JsonSchemaValuesException):
                            data__glossary_property_names = False
                    if not data__glossary_property_names:
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".glossary must be named by propertyName definition")
        if "labels" in data_keys:
            data_keys.remove("labels")
            data__labels = data["labels"]
            if not isinstance(data__labels, (dict)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".labels must be object")
            data__labels_is_dict = isinstance(data__labels, dict)
            if data__labels_is_dict:
                data__labels_keys = set(data__labels.keys())
                for data__labels_key in data__labels_keys:
                    if data__labels_key not in []:
                        data__labels_value = data__labels.get(data__labels_key)
                        if not isinstance(data__labels_value, (dict)):
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".labels.{data__labels_key}".format(**locals()) + " must be object")
                        data__labels_value_is_dict = isinstance(data__labels_value, dict)
                        if data__labels_value_is_dict:
                            data__labels_value_keys = set(data__labels_value.keys())
                            for data__labels_value_key in data__labels_value_keys:
                                if data__labels_value_key not in []:
                                    data__labels_value_value = data__labels_value.get(data__labels_value_key)
                                    if not isinstance(data__labels_value_value, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".labels.{data__labels_key}.{data__labels_value_key}".format(**locals()) + " must be string")
                                    if isinstance(data__labels_value_value, str):
                                        data__labels_value_value_len = len(data__labels_value_value)
                                        if data__labels_value_value_len < 1:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".labels.{data__labels_key}.{data__labels_value_key}".format(**locals()) + " must be longer than or equal to 1 characters")
                                        if data__labels_value_value_len > 200:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".labels.{data__labels_key}.{data__labels_value_key}".format(**locals()) + " must be shorter than or equal to 200 characters")
                            data__labels_value_len = len(data__labels_value)
                            if data__labels_value_len != 0:
                                data__labels_value_property_names = True
                                for data__labels_value_key in data__labels_value:
                                    try:
                                        if not isinstance(data__labels_value_key, (str)):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".labels.{data__labels_key}".format(**locals()) + " must be string")
                                        if isinstance(data__labels_value_key, str):
                                            data__labels_value_key_len = len(data__labels_value_key)
                                            if data__labels_value_key_len > 64:
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".labels.{data__labels_key}".format(**locals()) + " must be shorter than or equal to 64 characters")
                                            if not REGEX_PATTERNS['^[a-z][a-z0-9_]*$'].search(data__labels_value_key):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".labels.{data__labels_key}".format(**locals()) + " must match pattern ^[a-z][a-z0-9_]*$")
                                    except (JsonSchemaValueException, JsonSchemaValuesException):
                                        data__labels_value_property_names = False
                                if not data__labels_value_property_names:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".labels.{data__labels_key}".format(**locals()) + " must be named by propertyName definition")
                data__labels_len = len(data__labels)
                if data__labels_len != 0:
                    data__labels_property_names = True
                    for data__labels_key in data__labels:
                        try:
                            if not (isinstance(data__labels_key, str) and data__labels_key == 'pt' or isinstance(data__labels_key, str) and data__labels_key == 'pl' or isinstance(data__labels_key, str) and data__labels_key == 'it' or isinstance(data__labels_key, str) and data__labels_key == 'es' or isinstance(data__labels_key, str) and data__labels_key == 'en' or isinstance(data__labels_key, str) and data__labels_key == 'fr' or isinstance(data__labels_key, str) and data__labels_key == 'de'):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".labels must be one of ['pt', 'pl', 'it', 'es', 'en', 'fr', 'de']")
                        except (JsonSchemaValueException, JsonSchemaValuesException):
                            data__labels_property_names = False
                    if not data__labels_property_names:
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".labels must be named by propertyName definition")
        if "agree" in data_keys:
            data_keys.remove("agree")
            data__agree = data["agree"]
            if not isinstance(data__agree, (dict)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".agree must be object")
            data__agree_is_dict = isinstance(data__agree, dict)
            if data__agree_is_dict:
                data__agree_keys = set(data__agree.keys())
                for data__agree_key in data__agree_keys:
                    if data__agree_key not in []:
                        data__agree_value = data__agree.get(data__agree_key)
                        if not isinstance(data__agree_value, (list, tuple)):
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".agree.{data__agree_key}".format(**locals()) + " must be array")
                        data__agree_value_is_list = isinstance(data__agree_value, (list, tuple))
                        if data__agree_value_is_list:
                            data__agree_value_len = len(data__agree_value)
                            for data__agree_value_x, data__agree_value_item in enumerate(data__agree_value):
                                if not isinstance(data__agree_value_item, (list, tuple)):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".agree.{data__agree_key}[{data__agree_value_x}]".format(**locals()) + " must be array")
                                data__agree_value_item_is_list = isinstance(data__agree_value_item, (list, tuple))
                                if data__agree_value_item_is_list:
                                    data__agree_value_item_len = len(data__agree_value_item)
                                    if data__agree_value_item_len < 2:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".agree.{data__agree_key}[{data__agree_value_x}]".format(**locals()) + " must contain at least 2 items")
                                    if data__agree_value_item_len > 2:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".agree.{data__agree_key}[{data__agree_value_x}]".format(**locals()) + " must contain less than or equal to 2 items")
                                    for data__agree_value_item_x, data__agree_value_item_item in enumerate(data__agree_value_item):
                                        if not isinstance(data__agree_value_item_item, (str)):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".agree.{data__agree_key}[{data__agree_value_x}][{data__agree_value_item_x}]".format(**locals()) + " must be string")
                                        if isinstance(data__agree_value_item_item, str):
                                            data__agree_value_item_item_len = len(data__agree_value_item_item)
                                            if data__agree_value_item_item_len > 200:
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".agree.{data__agree_key}[{data__agree_value_x}][{data__agree_value_item_x}]".format(**locals()) + " must be shorter than or equal to 200 characters")
                data__agree_len = len(data__agree)
                if data__agree_len != 0:
                    data__agree_property_names = True
                    for data__agree_key in data__agree:
                        try:
                            if not (isinstance(data__agree_key, str) and data__agree_key == 'pt' or isinstance(data__agree_key, str) and data__agree_key == 'pl' or isinstance(data__agree_key, str) and data__agree_key == 'it' or isinstance(data__agree_key, str) and data__agree_key == 'es' or isinstance(data__agree_key, str) and data__agree_key == 'en' or isinstance(data__agree_key, str) and data__agree_key == 'fr' or isinstance(data__agree_key, str) and data__agree_key == 'de'):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".agree must be one of ['pt', 'pl', 'it', 'es', 'en', 'fr', 'de']")
                        except (JsonSchemaValueException, JsonSchemaValuesException):
                            data__agree_property_names = False
                    if not data__agree_property_names:
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".agree must be named by propertyName definition")
        if data_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must not contain "+str(data_keys)+" properties")
    return data

validate = validate_https___cardsmith_dev_schema_game_json
