import csv


def parse_csv_line(line: str) -> list[str]:
    return next(csv.reader([line]))
